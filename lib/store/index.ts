import 'server-only';
import { env } from '@/lib/env';
import { processGlobal } from '@/lib/shared/process-global';
import { createSqliteStore } from './sqlite';
import type { SiteStore } from './store';

export type { SiteStore } from './store';

/** The process's one pool (lib/shared/process-global.ts says why on globalThis). */
const held = processGlobal('store', () => ({}) as { store?: Promise<SiteStore> });

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
  const store = (held.store ??= openStore());
  store.catch(() => {
    if (held.store === store) delete held.store;
  });
  return store;
}

export const storeKind = (): SiteStore['kind'] => (env.DATABASE_URL ? 'postgres' : 'sqlite');
