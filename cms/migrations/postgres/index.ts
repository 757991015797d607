import * as migration_20261126_232322_initial from './20261126_232322_initial';

export const migrations = [
  {
    up: migration_20261126_232322_initial.up,
    down: migration_20261126_232322_initial.down,
    name: '20261126_232322_initial'
  },
];
