import type { GlobalConfig } from 'payload';
import { adminOnly } from '../access';

/**
 * Which of content/'s records the seed has put into this store (cms/seed): each is created once,
 * so a record an editor changed or deleted is never brought back.
 */
export const seedLog: GlobalConfig = {
  slug: 'seed-log',
  admin: { hidden: true },
  access: { read: adminOnly, update: () => false },
  fields: [{ name: 'seeded', type: 'json' }],
};
