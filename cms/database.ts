import path from 'node:path';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import type { Migration } from 'payload';
import { env } from '../lib/env';
import { migrations as postgresMigrations } from './migrations/postgres';
import { migrations as sqliteMigrations } from './migrations/sqlite';

/**
 * The CMS follows the site's store: PostgreSQL when DATABASE_URL is set (its own `cms` schema
 * beside the site's tables), else SQLite in DATA_DIR. The schema comes only from the migrations
 * in cms/migrations (README, "Editing the site"), never from Payload's development push, so every
 * environment has the same tables; they run on first connection (cms/on-init.ts).
 */
// The generated lists type their arguments per adapter; db.migrate takes the common type.
export const cmsMigrations = () =>
  (env.DATABASE_URL ? postgresMigrations : sqliteMigrations) as unknown as Migration[];

/** The CMS's SQLite database, where DATABASE_URL is not set. */
export const cmsSqliteFile = () => path.resolve(/* turbopackIgnore: true */ env.DATA_DIR, 'cms.db');

/** The adapter for the store in use. */
export function cmsDatabase() {
  if (env.DATABASE_URL) {
    return postgresAdapter({
      pool: { connectionString: env.DATABASE_URL, max: 5 },
      schemaName: 'cms',
      push: false,
      migrationDir: path.resolve(
        /* turbopackIgnore: true */ process.cwd(),
        'cms/migrations/postgres',
      ),
    });
  }
  return sqliteAdapter({
    client: { url: `file:${cmsSqliteFile()}` },
    wal: true,
    busyTimeout: 5_000,
    push: false,
    migrationDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), 'cms/migrations/sqlite'),
  });
}
