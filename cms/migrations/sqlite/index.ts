import * as migration_20261127_021454_initial from './20261127_021454_initial';

export const migrations = [
  {
    up: migration_20261127_021454_initial.up,
    down: migration_20261127_021454_initial.down,
    name: '20261127_021454_initial'
  },
];
