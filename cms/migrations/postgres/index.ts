import * as migration_20261126_174801_initial from './20261126_174801_initial';

export const migrations = [
  {
    up: migration_20261126_174801_initial.up,
    down: migration_20261126_174801_initial.down,
    name: '20261126_174801_initial'
  },
];
