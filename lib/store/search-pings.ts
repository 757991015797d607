import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { StoreContext } from './context';
import { leases, type Closing } from './leases';
import type { Database, IndexAction, PingStatus, SearchPingRow } from './tables';

/** A change one caller recorded: no other caller, on any instance, is handed the same one. */
export type JobChange = { jobId: string; url: string; action: IndexAction; version: number };

const COLUMNS = [
  'id',
  'engine',
  'url',
  'action',
  'attempts',
  'created_at',
] as const satisfies readonly (keyof SearchPingRow)[];
/** What a claim hands the sender. */
export type SearchPing = Pick<SearchPingRow, (typeof COLUMNS)[number]>;

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

export function searchPings(context: StoreContext) {
  const queue = leases<PingStatus, SearchPing>(context, 'search_pings', {
    done: ['sent', 'rejected'],
    columns: COLUMNS,
    order: 'created_at',
  });
  return {
    /** Up to `limit` due notifications of `engine`, oldest first, leased until `until`. */
    claim: async (engine: string, now: number, until: number, limit: number) =>
      (await queue.claim(now, until, limit, sql`engine = ${engine}`)).sort(
        (a, b) => a.created_at - b.created_at,
      ),
    close: (id: string, closing: Closing<PingStatus>) => queue.close(id, closing),
    counts: queue.counts,
    purge: queue.purge,
  };
}
