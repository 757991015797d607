import * as migration_20261126_205244_initial from './20261126_205244_initial';

export const migrations = [
  {
    up: migration_20261126_205244_initial.up,
    down: migration_20261126_205244_initial.down,
    name: '20261126_205244_initial'
  },
];
