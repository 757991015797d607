import * as migration_20261127_030102_initial from './20261127_030102_initial';

export const migrations = [
  {
    up: migration_20261127_030102_initial.up,
    down: migration_20261127_030102_initial.down,
    name: '20261127_030102_initial'
  },
];
