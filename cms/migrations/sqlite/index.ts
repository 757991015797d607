import * as migration_20261126_211030_initial from './20261126_211030_initial';

export const migrations = [
  {
    up: migration_20261126_211030_initial.up,
    down: migration_20261126_211030_initial.down,
    name: '20261126_211030_initial'
  },
];
