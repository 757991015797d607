import 'server-only';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool, types } from 'pg';
import { log } from '@/lib/log';
import type { Blobs } from './context';
import { tableLimits } from './rate-limits';
import { openStore } from './store';
import type { Database, ResumeTable } from './tables';

const INT8 = 20;

/** Where PostgreSQL keeps a resume: its bytes, in the row. */
type ResumeBytes = { [table in ResumeTable]: { resume: Buffer | null } };

/**
 * The store on DATABASE_URL: resumes kept in their rows, rate limits counted in a table every
 * instance shares. BIGINTs (epoch milliseconds, COUNTs) come back as numbers; a connection not
 * made within 5 s fails instead of hanging a request.
 */
export function createPostgresStore(connectionString: string) {
  const pool = new Pool({
    connectionString,
    max: 5,
    idleTimeoutMillis: 10_000,
    connectionTimeoutMillis: 5_000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8 ? Number : types.getTypeParser(oid, format)) as typeof types.getTypeParser,
    },
  });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', (error) =>
    log.warn(
      { err: { name: error.name, code: (error as { code?: string }).code } },
      'postgres_idle_connection_lost',
    ),
  );
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const rows = db.withTables<ResumeBytes>();

  const blobs: Blobs = {
    put: (_name, bytes) => ({ resume: Buffer.from(bytes) }),
    discard: () => {},
    async get(table, id) {
      const row = await rows
        .selectFrom(table)
        .select('resume')
        .where(sql<boolean>`id = ${id}`)
        .executeTakeFirst();
      return row?.resume ? new Uint8Array(row.resume) : null;
    },
    cleared: sql`resume = NULL`,
    // The bytes go with their rows.
    held: async () => () => {},
  };

  return openStore({
    kind: 'postgres',
    db,
    blobs,
    together: (work) => work(db),
    skipLocked: sql`FOR UPDATE SKIP LOCKED`,
    ids: {
      value: (ids) => ids,
      rows: (value) => sql`(SELECT unnest(${value}::text[]) AS id)`,
    },
    limits: tableLimits(pool, db),
  });
}
