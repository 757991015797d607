import * as migration_20261126_202852_initial from './20261126_202852_initial';

export const migrations = [
  {
    up: migration_20261126_202852_initial.up,
    down: migration_20261126_202852_initial.down,
    name: '20261126_202852_initial'
  },
];
