import type { Payload } from 'payload';
import { env } from '../lib/env';
import { ownerOnly } from '../lib/private-files';
import { cmsMigrations, cmsSqliteFile } from './database';
import { MEDIA_FILES_TABLE } from './media-files';
import { seedContent } from './seed/seed';
import { seedStories } from './seed/stories/seed';
import { serverMadeUser } from './user-creation';

/**
 * Brings the CMS's tables up to date, seeds a new store with today's content/ (cms/seed, each
 * record once) and the insights and case studies of a store with none, then makes the first admin
 * from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD when the store has no user at all. Without them the
 * editor stays closed until `npm run cms:admin` makes one: no user is ever made anonymously
 * (cms/user-creation.ts), and Payload's "create first user" screen is gone (cms/admin).
 */
export async function onInit(payload: Payload): Promise<void> {
  if (!env.DATABASE_URL) {
    // Editors' e-mail addresses and password hashes: the site's user's only, like the site's store.
    const file = cmsSqliteFile();
    ownerOnly(file, [`${file}-wal`, `${file}-shm`]);
    return prepare(payload);
  }
  // Instances that start together on one PostgreSQL take turns: two migrating, seeding or making
  // the first admin at once would collide on the same tables and rows.
  const { pool } = payload.db as unknown as { pool: PostgresPool };
  const client = await pool.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('${INIT_LOCK}'))`);
    // Payload makes its schema only when it makes the database itself: an existing one needs it.
    await client.query('CREATE SCHEMA IF NOT EXISTS "cms"');
    await client.query(MEDIA_FILES_TABLE);
    await prepare(payload);
  } finally {
    await client.query(`SELECT pg_advisory_unlock(hashtext('${INIT_LOCK}'))`).catch(() => {});
    client.release();
  }
}

type PostgresPool = {
  connect(): Promise<{ query(sql: string): Promise<unknown>; release(): void }>;
};
const INIT_LOCK = 'site.cms-init';

async function prepare(payload: Payload): Promise<void> {
  await payload.db.migrate({ migrations: cmsMigrations() });
  await seedContent(payload);
  await seedStories(payload);
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true });
  if (totalDocs > 0) return;
  if (!env.CMS_ADMIN_EMAIL || !env.CMS_ADMIN_PASSWORD) {
    payload.logger.warn(
      'The editor has no user: run `npm run cms:admin -- <email>`, or set CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD and restart, to make the first admin.',
    );
    return;
  }
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    context: serverMadeUser(),
    data: { email: env.CMS_ADMIN_EMAIL, password: env.CMS_ADMIN_PASSWORD, role: 'admin' },
  });
  payload.logger.info(`The editor's first admin is ${env.CMS_ADMIN_EMAIL}.`);
}
