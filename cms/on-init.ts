import type { Payload } from 'payload';
import { env } from '../lib/env';
import { cmsMigrations } from './database';
import { seedStories } from './seed/stories/seed';

/**
 * Brings the CMS's tables up to date, seeds the insights and case studies of a store with none,
 * then makes the first admin from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD when the store has no
 * user at all. Without them the editor stays closed: the
 * "create first user" screen Payload would offer to anyone is turned off (proxy.ts).
 */
export async function onInit(payload: Payload): Promise<void> {
  await payload.db.migrate({ migrations: cmsMigrations() });
  await seedStories(payload);
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true });
  if (totalDocs > 0) return;
  if (!env.CMS_ADMIN_EMAIL || !env.CMS_ADMIN_PASSWORD) {
    payload.logger.warn(
      'The editor has no user: set CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD and restart to make the first admin.',
    );
    return;
  }
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: env.CMS_ADMIN_EMAIL, password: env.CMS_ADMIN_PASSWORD, role: 'admin' },
  });
  payload.logger.info(`The editor's first admin is ${env.CMS_ADMIN_EMAIL}.`);
}
