import 'server-only';
import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';
import { changes, type StoreContext } from './context';
import type { Database } from './tables';

/** Counts in this process's memory, where one instance serves (SQLite); they expire by themselves. */
export const memoryLimits = (): StoreContext['limits'] => ({
  limiter: (options) => new RateLimiterMemory(options),
  forgetExpired: async () => 0,
});

/** Counts in rate-limiter-flexible's RateLimiterPostgres table, which every instance shares. */
export const tableLimits = (pool: Pool, db: Kysely<Database>): StoreContext['limits'] => ({
  limiter: (options) =>
    // The table is made by the migration, so no instance races to create it.
    new RateLimiterPostgres({
      ...options,
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
    }),
  // The limiter sweeps on a timer too, but a serverless function's timers rarely get to run.
  forgetExpired: (before) => changes(db, db.deleteFrom('rate_limits').where('expire', '<', before)),
});
