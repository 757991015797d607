import * as migration_20261127_030054_initial from './20261127_030054_initial';
import * as migration_20261128_234747_photo_slots from './20261128_234747_photo_slots';

export const migrations = [
  {
    up: migration_20261127_030054_initial.up,
    down: migration_20261127_030054_initial.down,
    name: '20261127_030054_initial',
  },
  {
    up: migration_20261128_234747_photo_slots.up,
    down: migration_20261128_234747_photo_slots.down,
    name: '20261128_234747_photo_slots'
  },
];
