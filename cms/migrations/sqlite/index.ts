import * as migration_20261126_174740_initial from './20261126_174740_initial';

export const migrations = [
  {
    up: migration_20261126_174740_initial.up,
    down: migration_20261126_174740_initial.down,
    name: '20261126_174740_initial'
  },
];
