import 'server-only';
import { Pool, types } from 'pg';
import { log } from '@/lib/log';

const INT8 = 20;

/**
 * A small pool on DATABASE_URL. Epoch-millisecond BIGINTs (and COUNTs) come back as numbers;
 * a connection that cannot be made within 5 s fails instead of hanging a request.
 */
export function createPool(connectionString: string): Pool {
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
  return pool;
}
