import 'server-only';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool, types } from 'pg';
import { log } from '@/lib/log';
import { openStore, type Database } from './store';

const INT8 = 20;

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

  return openStore({
    kind: 'postgres',
    db,
    pool,
    blobs: {
      column: 'resume',
      put: (_relative, bytes) => ({ resume: Buffer.from(bytes) }),
      get: (bytes) => new Uint8Array(bytes as Buffer),
    },
    together: (work) => work(db),
  });
}
