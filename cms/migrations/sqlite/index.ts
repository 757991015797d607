import * as migration_20261126_210333_initial from './20261126_210333_initial';

export const migrations = [
  {
    up: migration_20261126_210333_initial.up,
    down: migration_20261126_210333_initial.down,
    name: '20261126_210333_initial'
  },
];
