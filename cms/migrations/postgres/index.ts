import * as migration_20261126_210340_initial from './20261126_210340_initial';

export const migrations = [
  {
    up: migration_20261126_210340_initial.up,
    down: migration_20261126_210340_initial.down,
    name: '20261126_210340_initial'
  },
];
