import * as migration_20261127_030054_initial from './20261127_030054_initial';
import * as migration_20261128_234747_photo_slots from './20261128_234747_photo_slots';
import * as migration_20261129_073835_service_categories_and_industries from './20261129_073835_service_categories_and_industries';
import * as migration_20261129_082903_cta_format from './20261129_082903_cta_format';

export const migrations = [
  {
    up: migration_20261127_030054_initial.up,
    down: migration_20261127_030054_initial.down,
    name: '20261127_030054_initial',
  },
  {
    up: migration_20261128_234747_photo_slots.up,
    down: migration_20261128_234747_photo_slots.down,
    name: '20261128_234747_photo_slots',
  },
  {
    up: migration_20261129_073835_service_categories_and_industries.up,
    down: migration_20261129_073835_service_categories_and_industries.down,
    name: '20261129_073835_service_categories_and_industries',
  },
  {
    up: migration_20261129_082903_cta_format.up,
    down: migration_20261129_082903_cta_format.down,
    name: '20261129_082903_cta_format'
  },
];
