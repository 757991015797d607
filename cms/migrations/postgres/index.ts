import * as migration_20261126_184237_initial from './20261126_184237_initial';

export const migrations = [
  {
    up: migration_20261126_184237_initial.up,
    down: migration_20261126_184237_initial.down,
    name: '20261126_184237_initial'
  },
];
