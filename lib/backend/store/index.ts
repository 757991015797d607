import 'server-only';
import { env } from '@/lib/env';
import { createPostgresStore } from './postgres';
import { createSqliteStore } from './sqlite';
import type { SiteStore } from './types';

export type { SiteStore } from './types';

let store: Promise<SiteStore> | undefined;

/**
 * The process's store: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR. Opened
 * and migrated on first use; a failure (database down) is not kept, so the next call retries.
 */
export function getStore(): Promise<SiteStore> {
  store ??= (async () => (env.DATABASE_URL ? createPostgresStore(env.DATABASE_URL) : createSqliteStore(env.DATA_DIR)))();
  store.catch(() => {
    store = undefined;
  });
  return store;
}

/** Which store getStore() uses; for logs and health. */
export const storeKind = (): SiteStore['kind'] => (env.DATABASE_URL ? 'postgres' : 'sqlite');
