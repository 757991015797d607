import * as migration_20261126_202857_initial from './20261126_202857_initial';

export const migrations = [
  {
    up: migration_20261126_202857_initial.up,
    down: migration_20261126_202857_initial.down,
    name: '20261126_202857_initial'
  },
];
