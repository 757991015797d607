import 'server-only';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { withTimeout } from '@/lib/with-timeout';
import { alerts } from './alerts';
import type { StoreContext } from './context';
import { dataRequests } from './data-requests';
import { embedded } from './embedded';
import { firstSeenDates } from './first-seen';
import { idempotency } from './idempotency';
import { jobAlerts } from './job-alerts';
import { jobStates } from './job-states';
import { storeMigrations } from './migrations';
import { outbox } from './outbox';
import { searchPings } from './search-pings';
import { vitals } from './vitals';
import { secret } from './secrets';

/**
 * Everything the site keeps, on SQLite in DATA_DIR or PostgreSQL (DATABASE_URL, which several
 * instances share). Adding a table touches tables.ts (its rows), a new step in migrations/ that
 * creates it, its module (the queries) and its place below.
 */

/** The steps recorded as run; none where no step has run yet. */
const recorded = (db: StoreContext['db']) =>
  sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db).then(
    ({ rows }) => new Set(rows.map((row) => row.name)),
    () => new Set<string>(),
  );

/**
 * Brings the schema up to date: Kysely's Migrator runs the steps not yet recorded in one
 * transaction, which instances starting together take one after the other (PostgreSQL: an
 * advisory lock; SQLite: BEGIN IMMEDIATE, sqlite.ts). A store already up to date is only read:
 * the Migrator introspects the schema before it looks (docs/benchmarks.md: the store).
 */
async function migrate({ db, kind }: StoreContext) {
  const provider = storeMigrations(kind);
  const done = await recorded(db);
  if (Object.keys(await provider.getMigrations()).every((name) => done.has(name))) return;
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error;
}

/** The store over `context`, migrated before it is returned (a failed migration closes it). */
export async function openStore(context: StoreContext) {
  await migrate(context).catch(async (error: unknown) => {
    await context.db.destroy().catch(() => {});
    throw error;
  });
  const { db, kind } = context;
  return {
    kind,
    outbox: { ...outbox(context), ...idempotency(context) },
    embedded: embedded(context),
    alerts: alerts(db),
    vitals: vitals(context),
    jobStates: jobStates(db),
    searchPings: searchPings(context),
    jobAlerts: jobAlerts(db),
    dataRequests: dataRequests(db),
    secret: secret(db),
    firstSeenDates: firstSeenDates(context),
    limiter: context.limits.limiter,
    forgetExpiredLimits: context.limits.forgetExpired,
    /** Resolves when the store answers a read within `timeoutMs`; writes nothing. */
    async check(timeoutMs: number) {
      const answer = sql`SELECT COUNT(*) FROM kysely_migration`.execute(db);
      await withTimeout(
        answer,
        timeoutMs,
        `no answer from the ${kind} store within ${timeoutMs} ms`,
      );
      context.writable?.();
    },
    close: () => db.destroy(),
  };
}

export type SiteStore = Awaited<ReturnType<typeof openStore>>;
