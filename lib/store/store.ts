import 'server-only';
import { sql, type CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Pool } from 'pg';
import { withTimeout } from '@/lib/with-timeout';
import { alerts, type AlertTables } from './alerts';
import { baseline } from './baseline';
import { dataRequests, type DataRequestTables } from './data-requests';
import { embedded, type EmbeddedTables } from './embedded';
import { firstSeenDates, type FirstSeenTables } from './first-seen';
import { idempotency } from './idempotency';
import { jobAlerts, type JobAlertTables } from './job-alerts';
import { jobStates, type JobStateTables } from './job-states';
import { outbox, type OutboxTables } from './outbox';
import { rateLimits, type RateLimitTables } from './rate-limits';
import { searchPings, type SearchPingTables } from './search-pings';
import { secret, type SecretTables } from './secrets';
import { vitals, type VitalsTables } from './vitals';

/**
 * Everything the site keeps, on SQLite in DATA_DIR or PostgreSQL (DATABASE_URL, which several
 * instances share). Times are epoch milliseconds from the caller's clock. Adding a table touches
 * its module (row type, queries) and this file (its type below, a step appended to `migrations`
 * that creates it on both databases, its place in openStore).
 */
export type Database = AlertTables &
  DataRequestTables &
  EmbeddedTables &
  FirstSeenTables &
  JobAlertTables &
  JobStateTables &
  OutboxTables &
  RateLimitTables &
  SearchPingTables &
  SecretTables &
  VitalsTables & { schema_version: { version: number } };

/** A resume's bytes: on SQLite a file under DATA_DIR named in the row's `resume_path`, on PostgreSQL the row's `resume`. */
export type ResumeColumns = { resume_path: string | null; resume: Buffer | null };
type Blobs = {
  column: 'resume_path' | 'resume';
  /** The row's values that keep `bytes` (`relative` names the file, where there is one). */
  put(relative: string, bytes: Uint8Array): { resume_path: string } | { resume: Buffer };
  get(kept: string | Buffer): Uint8Array;
  /** Deletes a kept file; absent where the bytes go with their row. */
  remove?(relative: string): void;
};

/** What differs between the two databases, for the modules. */
export type StoreContext = {
  kind: 'sqlite' | 'postgres';
  db: Kysely<Database>;
  blobs: Blobs;
  /** PostgreSQL's pool, where rate limits are counted in a shared table. */
  pool?: Pool;
  /** Writes that belong together: one transaction where that saves a disk flush (SQLite), else as they come. */
  together<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  /** The rows of a compiled query run at once, when the database is free to (SQLite, no turn taken); undefined when not. */
  runNow?<R>(text: string, parameters: readonly unknown[]): R[] | undefined;
  /** Throws unless the store can write (SQLite: the data folder's permission, checked without writing). */
  writable?(): void;
};

type Migration = (db: Transaction<Database>, kind: StoreContext['kind']) => Promise<void>;
/** Append only: each entry is one schema version, from 8 on (1–7 were the two databases' own lists). */
const migrations: Migration[] = [baseline];
const FIRST_VERSION = 8;
const schemaVersion = sql<{
  version: number | null;
}>`SELECT MAX(version) AS version FROM schema_version`;

/**
 * Brings the schema up to date in one transaction that instances starting together take one
 * after the other (PostgreSQL: an advisory lock; SQLite: BEGIN IMMEDIATE, sqlite.ts).
 */
async function migrate({ db, kind }: StoreContext) {
  await db.transaction().execute(async (trx) => {
    if (kind === 'postgres') await sql`SELECT pg_advisory_xact_lock(727001)`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)`.execute(trx);
    const current = (await schemaVersion.execute(trx)).rows[0]!.version ?? 0;
    for (const [index, step] of migrations.entries()) {
      const version = FIRST_VERSION + index;
      if (current >= version) continue;
      await step(trx, kind);
      await sql`INSERT INTO schema_version (version) VALUES (${version})`.execute(trx);
    }
  });
}

export const changes = async (
  db: Kysely<Database>,
  write: { compile(db: Kysely<Database>): CompiledQuery },
) => Number((await db.executeQuery(write.compile(db))).numAffectedRows ?? 0);

/** Whether a write changed one row: the claim, where the conditional write decides which caller acts. */
export const changedOne = async (...args: Parameters<typeof changes>) =>
  (await changes(...args)) === 1;

/**
 * A per-request query built and compiled once, then run with each call's values: building a
 * Kysely query costs more than running these. `build` gets stand-ins, used as values only.
 */
export function compiledOnce<A extends unknown[], R>(
  { db, runNow }: StoreContext,
  build: (...values: A) => { compile(db: Kysely<Database>): CompiledQuery<R> },
) {
  const standIns = Array.from({ length: build.length }, () => ({}));
  const compiled = build(...(standIns as A)).compile(db);
  const slots = compiled.parameters.map((parameter) => standIns.indexOf(parameter as object));
  return (on: Kysely<Database>, ...values: A): Promise<R[]> => {
    const parameters = slots.map((slot, at) => (slot < 0 ? compiled.parameters[at] : values[slot]));
    const now = on === db ? runNow?.<R>(compiled.sql, parameters) : undefined;
    if (now) return Promise.resolve(now);
    const query: CompiledQuery<R> = { ...compiled, parameters };
    return on.executeQuery(query).then((result) => result.rows);
  };
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
    ...rateLimits(context),
    /** Resolves when the store answers a read within `timeoutMs`; writes nothing. */
    async check(timeoutMs: number) {
      const answer = schemaVersion.execute(db);
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
