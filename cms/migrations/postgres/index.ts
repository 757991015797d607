import * as migration_20261126_173737_initial from './20261126_173737_initial';

export const migrations = [
  {
    up: migration_20261126_173737_initial.up,
    down: migration_20261126_173737_initial.down,
    name: '20261126_173737_initial'
  },
];
