import * as migration_20261126_184446_initial from './20261126_184446_initial';

export const migrations = [
  {
    up: migration_20261126_184446_initial.up,
    down: migration_20261126_184446_initial.down,
    name: '20261126_184446_initial'
  },
];
