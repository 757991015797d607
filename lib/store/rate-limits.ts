import 'server-only';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { changes, type StoreContext } from './store';

/** rate-limiter-flexible's RateLimiterPostgres table (PostgreSQL only). */
export type RateLimitTables = {
  rate_limits: { key: string; points: number; expire: number | null };
};

type LimiterOptions = { keyPrefix: string; points: number; duration: number };

export function rateLimits({ db, pool }: StoreContext) {
  return {
    /** A rate limiter counting where this store keeps counts (process memory for SQLite, a shared table for PostgreSQL). */
    limiter: (options: LimiterOptions): RateLimiterAbstract =>
      pool
        ? // The table is made by the migration, so no instance races to create it.
          new RateLimiterPostgres({
            ...options,
            storeClient: pool,
            storeType: 'pool',
            tableName: 'rate_limits',
            tableCreated: true,
          })
        : new RateLimiterMemory(options),
    /**
     * Deletes stored counters whose window ended before `before`; returns how many. The limiter
     * sweeps on a timer too, but a serverless function's timers rarely get to run; memory
     * counters expire by themselves.
     */
    forgetExpiredLimits: async (before: number) =>
      pool ? changes(db, db.deleteFrom('rate_limits').where('expire', '<', before)) : 0,
  };
}
