import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { IndexAction, JobChange } from './job-states';
import { changes, tally, unleased, type Database, type StoreContext } from './store';

export type PingStatus = 'pending' | 'sent' | 'rejected' | 'dead';
const STATUSES: PingStatus[] = ['pending', 'sent', 'rejected', 'dead'];

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

type PingClosing = {
  status: PingStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  at: number;
};

/** Queues one notification per engine of each change, in the transaction that recorded them; the same change is queued once. */
export async function queuePings(
  trx: Transaction<Database>,
  changes: JobChange[],
  engines: readonly string[],
  at: number,
) {
  for (const change of changes)
    for (const engine of engines)
      await trx
        .insertInto('search_pings')
        .values({
          id: randomUUID(),
          change_key: `${engine}:${change.jobId}:${change.version}`,
          engine,
          url: change.url,
          action: change.action,
          status: 'pending',
          attempts: 0,
          next_attempt_at: at,
          created_at: at,
          updated_at: at,
        })
        .onConflict((conflict) => conflict.column('change_key').doNothing())
        .execute();
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
        await db
          .updateTable('search_pings')
          .set({ in_flight_until: until, updated_at: now })
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('search_pings')
              .select('id')
              .where('engine', '=', engine)
              .where('status', '=', 'pending')
              .where('next_attempt_at', '<=', now)
              .where(unleased(now))
              .orderBy('created_at')
              .limit(limit)
              .$if(kind === 'postgres', (query) => query.forUpdate().skipLocked()),
          )
          .returning(['id', 'engine', 'url', 'action', 'attempts', 'created_at'])
          .execute()
      ).sort((a, b) => a.created_at - b.created_at),

    async close(id: string, closing: PingClosing) {
      await db
        .updateTable('search_pings')
        .set({
          status: closing.status,
          attempts: closing.attempts,
          next_attempt_at: closing.nextAttemptAt,
          in_flight_until: null,
          last_error: closing.lastError,
          updated_at: closing.at,
        })
        .where('id', '=', id)
        .execute();
    },

    async counts() {
      const rows = await db
        .selectFrom('search_pings')
        .select((eb) => ['status', eb.fn.countAll().as('count')])
        .groupBy('status')
        .execute();
      return tally(STATUSES, rows);
    },

    /** Deletes sent and rejected notifications closed before `before`; returns how many. */
    purge: async (before: number) =>
      changes(
        db
          .deleteFrom('search_pings')
          .where('status', 'in', ['sent', 'rejected'])
          .where('updated_at', '<', before),
      ),
  };
}

export type SearchPingTable = ReturnType<typeof searchPings>;
