import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { IndexAction, JobChange } from './job-states';
import { changes, skipLocked, tally, unleased, type Database, type StoreContext } from './store';

export type PingStatus = 'pending' | 'sent' | 'rejected' | 'dead';
export type SearchPing = {
  id: string;
  engine: string;
  url: string;
  action: IndexAction;
  attempts: number;
  created_at: number;
};

/** Notifications to search engines, one per engine and recorded job change (`change_key`). */
export type SearchPingTables = {
  search_pings: SearchPing & {
    change_key: string;
    status: PingStatus;
    next_attempt_at: number;
    in_flight_until: number | null;
    last_error: string | null;
    updated_at: number;
  };
};

/** Queues one notification per engine of each change, in the transaction that recorded them; the same change is queued once. */
export async function queuePings(
  trx: Transaction<Database>,
  jobChanges: JobChange[],
  engines: readonly string[],
  at: number,
) {
  for (const { jobId, version, url, action } of jobChanges)
    for (const engine of engines)
      await sql`INSERT INTO search_pings (id, change_key, engine, url, action, status, attempts,
          next_attempt_at, created_at, updated_at)
        VALUES (${randomUUID()}, ${`${engine}:${jobId}:${version}`}, ${engine}, ${url}, ${action},
          'pending', 0, ${at}, ${at}, ${at})
        ON CONFLICT (change_key) DO NOTHING`.execute(trx);
}

/** Notifications to search engines, delivered with retries like the outbox's submissions. */
export function searchPings({ db, kind }: StoreContext) {
  return {
    /**
     * Up to `limit` due notifications of `engine`, oldest first, leased until `until`; none is ever
     * handed to two callers (one statement; on PostgreSQL rows being claimed are skipped).
     */
    claim: async (engine: string, now: number, until: number, limit: number) =>
      (
        await sql<SearchPing>`UPDATE search_pings SET in_flight_until = ${until}, updated_at = ${now}
          WHERE id IN (SELECT id FROM search_pings WHERE engine = ${engine} AND status = 'pending'
            AND next_attempt_at <= ${now} AND ${unleased(now)} ORDER BY created_at LIMIT ${limit}
            ${skipLocked(kind)})
          RETURNING id, engine, url, action, attempts, created_at`.execute(db)
      ).rows.sort((a, b) => a.created_at - b.created_at),

    async close(id: string, { status, attempts, nextAttemptAt, lastError, at }: PingClosing) {
      await sql`UPDATE search_pings SET status = ${status}, attempts = ${attempts},
          next_attempt_at = ${nextAttemptAt}, in_flight_until = NULL, last_error = ${lastError},
          updated_at = ${at}
        WHERE id = ${id}`.execute(db);
    },

    counts: () => tally(db, 'search_pings', ['pending', 'sent', 'rejected', 'dead']),

    /** Deletes sent and rejected notifications closed before `before`; returns how many. */
    purge: (before: number) =>
      changes(
        db,
        db
          .deleteFrom('search_pings')
          .where('status', 'in', ['sent', 'rejected'])
          .where('updated_at', '<', before),
      ),
  };
}

type PingClosing = Pick<SearchPing, 'attempts'> & {
  status: PingStatus;
  nextAttemptAt: number;
  lastError: string | null;
  at: number;
};
export type SearchPingTable = ReturnType<typeof searchPings>;
