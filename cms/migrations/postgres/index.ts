import * as migration_20261126_184455_initial from './20261126_184455_initial';

export const migrations = [
  {
    up: migration_20261126_184455_initial.up,
    down: migration_20261126_184455_initial.down,
    name: '20261126_184455_initial'
  },
];
