import * as migration_20261127_030102_initial from './20261127_030102_initial';
import * as migration_20261128_203959_choices_as_text from './20261128_203959_choices_as_text';
import * as migration_20261128_222205_service_enquiry_name_text from './20261128_222205_service_enquiry_name_text';
import * as migration_20261128_234821_photo_slots from './20261128_234821_photo_slots';
import * as migration_20261129_073904_service_categories_and_industries from './20261129_073904_service_categories_and_industries';
import * as migration_20261129_082915_cta_format from './20261129_082915_cta_format';

export const migrations = [
  {
    up: migration_20261127_030102_initial.up,
    down: migration_20261127_030102_initial.down,
    name: '20261127_030102_initial',
  },
  {
    up: migration_20261128_203959_choices_as_text.up,
    down: migration_20261128_203959_choices_as_text.down,
    name: '20261128_203959_choices_as_text',
  },
  {
    up: migration_20261128_222205_service_enquiry_name_text.up,
    down: migration_20261128_222205_service_enquiry_name_text.down,
    name: '20261128_222205_service_enquiry_name_text',
  },
  {
    up: migration_20261128_234821_photo_slots.up,
    down: migration_20261128_234821_photo_slots.down,
    name: '20261128_234821_photo_slots',
  },
  {
    up: migration_20261129_073904_service_categories_and_industries.up,
    down: migration_20261129_073904_service_categories_and_industries.down,
    name: '20261129_073904_service_categories_and_industries',
  },
  {
    up: migration_20261129_082915_cta_format.up,
    down: migration_20261129_082915_cta_format.down,
    name: '20261129_082915_cta_format'
  },
];
