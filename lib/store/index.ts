import 'server-only';
import { env } from '@/lib/env';
import { createSqliteStore } from './sqlite';
import type { SiteStore } from './store';

export type { SiteStore } from './store';

// On globalThis: instrumentation and the route bundles may each load this module, and one
// process should hold one pool.
const STORE = Symbol.for('site.store');
const held = globalThis as { [STORE]?: Promise<SiteStore> };

async function openStore(): Promise<SiteStore> {
  if (!env.DATABASE_URL) return createSqliteStore(env.DATA_DIR);
  // Loaded only when used: pg needs Node globals that a component test's jsdom lacks.
  const { createPostgresStore } = await import('./postgres');
  return createPostgresStore(env.DATABASE_URL);
}

/**
 * The process's store: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR. Opened
 * and migrated on first use; a failure (database down) is not kept, so the next call retries.
 */
export function getStore(): Promise<SiteStore> {
  const store = (held[STORE] ??= openStore());
  store.catch(() => {
    if (held[STORE] === store) delete held[STORE];
  });
  return store;
}

/** Which store getStore() uses; for logs and health. */
export const storeKind = (): SiteStore['kind'] => (env.DATABASE_URL ? 'postgres' : 'sqlite');
