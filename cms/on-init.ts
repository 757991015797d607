import type { Payload } from 'payload';
import { env } from '../lib/env';
import { cmsMigrations } from './database';
import { seedContent } from './seed/seed';
import { seedStories } from './seed/stories/seed';

/**
 * Brings the CMS's tables up to date, seeds a new store with today's content/ (cms/seed, each
 * record once) and the insights and case studies of a store with none, then makes the first admin
 * from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD when the store has no user at all. Without them the
 * editor stays closed: the
 * "create first user" screen Payload would offer to anyone is turned off (proxy.ts).
 */
export async function onInit(payload: Payload): Promise<void> {
  // Payload makes its schema only when it makes the database itself: an existing one needs it.
  if (env.DATABASE_URL) {
    const db = payload.db as unknown as {
      drizzle: unknown;
      execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown>;
    };
    await db.execute({ drizzle: db.drizzle, raw: 'CREATE SCHEMA IF NOT EXISTS "cms"' });
  }
  await payload.db.migrate({ migrations: cmsMigrations() });
  await seedContent(payload);
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
