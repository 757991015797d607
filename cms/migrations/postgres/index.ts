import * as migration_20261126_172738_initial from './20261126_172738_initial';

export const migrations = [
  {
    up: migration_20261126_172738_initial.up,
    down: migration_20261126_172738_initial.down,
    name: '20261126_172738_initial',
  },
];
