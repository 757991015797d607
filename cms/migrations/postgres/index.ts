import * as migration_20261127_021504_initial from './20261127_021504_initial';

export const migrations = [
  {
    up: migration_20261127_021504_initial.up,
    down: migration_20261127_021504_initial.down,
    name: '20261127_021504_initial'
  },
];
