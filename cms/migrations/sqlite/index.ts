import * as migration_20261127_023358_initial from './20261127_023358_initial';

export const migrations = [
  {
    up: migration_20261127_023358_initial.up,
    down: migration_20261127_023358_initial.down,
    name: '20261127_023358_initial'
  },
];
