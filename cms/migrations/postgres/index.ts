import * as migration_20261126_211040_initial from './20261126_211040_initial';

export const migrations = [
  {
    up: migration_20261126_211040_initial.up,
    down: migration_20261126_211040_initial.down,
    name: '20261126_211040_initial'
  },
];
