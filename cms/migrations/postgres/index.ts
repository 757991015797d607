import * as migration_20261127_023410_initial from './20261127_023410_initial';

export const migrations = [
  {
    up: migration_20261127_023410_initial.up,
    down: migration_20261127_023410_initial.down,
    name: '20261127_023410_initial'
  },
];
