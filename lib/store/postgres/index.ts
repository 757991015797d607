import 'server-only';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { withTimeout } from '@/lib/with-timeout';
import type { SiteStore } from '../types';
import { postgresAlerts } from './alert-table';
import { postgresDataRequests } from './data-request-table';
import { postgresEmbedded } from './embedded-tables';
import {
  postgresJobAlerts,
  postgresJobStates,
  postgresSearchPings,
  postgresSecrets,
} from './job-tables';
import { migrate } from './migrations';
import { postgresOutbox } from './outbox-table';
import { postgresVitals } from './vitals-table';
import { createPool } from './pool';

/** The store on DATABASE_URL, migrated before it is returned; rate limits count in its shared table. */
export async function createPostgresStore(url: string): Promise<SiteStore> {
  const pool = createPool(url);
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }

  return {
    kind: 'postgres',
    outbox: postgresOutbox(pool),
    embedded: postgresEmbedded(pool),
    alerts: postgresAlerts(pool),
    vitals: postgresVitals(pool),
    jobStates: postgresJobStates(pool),
    searchPings: postgresSearchPings(pool),
    jobAlerts: postgresJobAlerts(pool),
    dataRequests: postgresDataRequests(pool),
    secret: postgresSecrets(pool),

    async firstSeenDates(ids, now = new Date()) {
      await pool.query(
        'INSERT INTO job_first_seen (job_id, first_seen_at) SELECT unnest($1::text[]), $2 ON CONFLICT (job_id) DO NOTHING',
        [ids, now.toISOString()],
      );
      const { rows } = await pool.query<{ job_id: string; first_seen_at: string }>(
        'SELECT job_id, first_seen_at FROM job_first_seen WHERE job_id = ANY($1)',
        [ids],
      );
      return new Map(rows.map((row) => [row.job_id, row.first_seen_at]));
    },

    // The table is made by the migration, so no instance races to create it.
    limiter: (options) =>
      new RateLimiterPostgres({
        ...options,
        storeClient: pool,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
      }),
    // The limiter sweeps on a timer too, but a serverless function's timers rarely get to run.
    forgetExpiredLimits: async (before) =>
      (await pool.query('DELETE FROM rate_limits WHERE expire < $1', [before])).rowCount ?? 0,

    async check(timeoutMs) {
      await withTimeout(
        pool.query('SELECT 1 FROM schema_version LIMIT 1'),
        timeoutMs,
        `no answer from PostgreSQL within ${timeoutMs} ms`,
      );
    },

    close: () => pool.end(),
  };
}
