import * as migration_20261126_172727_initial from './20261126_172727_initial';

export const migrations = [
  {
    up: migration_20261126_172727_initial.up,
    down: migration_20261126_172727_initial.down,
    name: '20261126_172727_initial',
  },
];
