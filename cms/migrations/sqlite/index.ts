import * as migration_20261126_204516_initial from './20261126_204516_initial';

export const migrations = [
  {
    up: migration_20261126_204516_initial.up,
    down: migration_20261126_204516_initial.down,
    name: '20261126_204516_initial'
  },
];
