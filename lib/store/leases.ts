import 'server-only';
import { sql } from 'kysely';
import { changes, type StoreContext } from './context';
import type { Attempts } from './tables';

/** How an attempt ended. */
export type Closing<S extends string> = Pick<Attempts<S>, 'status' | 'attempts'> & {
  nextAttemptAt: number;
  lastError: string | null;
  at: number;
};

export const unleased = (now: number) =>
  sql`(in_flight_until IS NULL OR in_flight_until <= ${now})`;

/**
 * Rows delivered with retries: 'pending' until one of `done` (purged after a while) or 'dead'.
 * Due pending rows are leased to one caller until `in_flight_until`. A claim is one statement, so
 * no two callers ever get the same row; on PostgreSQL a row another instance is claiming this
 * instant is passed over (SKIP LOCKED), never waited for or taken twice.
 */
export function leases<S extends string, R>(
  { db, skipLocked }: StoreContext,
  table: 'submissions' | 'search_pings',
  {
    done,
    columns,
    order,
  }: { done: readonly S[]; columns: readonly (keyof R & string)[]; order: keyof R & string },
) {
  const rows = sql.table(table);
  const statuses = ['pending', ...done, 'dead'] as S[];
  const doneBefore = (before: number) =>
    sql<boolean>`status IN (${sql.join(done)}) AND updated_at < ${before}`;
  return {
    /** `columns` of up to `limit` due rows (of those `where` picks) in `order`, leased until `until`. */
    claim: async (now: number, until: number, limit: number, where = sql`TRUE`) =>
      (
        await sql<R>`UPDATE ${rows} SET in_flight_until = ${until}, updated_at = ${now}
          WHERE id IN (SELECT id FROM ${rows} WHERE ${where} AND status = 'pending'
            AND next_attempt_at <= ${now} AND ${unleased(now)} ORDER BY ${sql.ref(order)}
            LIMIT ${limit} ${skipLocked})
          RETURNING ${sql.join(columns.map((column) => sql.ref(column)))}`.execute(db)
      ).rows,
    /** Ends an attempt; `also` sets more columns. */
    async close(
      id: string,
      { status, attempts, nextAttemptAt, lastError, at }: Closing<S>,
      also = sql``,
    ) {
      await sql`UPDATE ${rows} SET status = ${status}, attempts = ${attempts},
          next_attempt_at = ${nextAttemptAt}, in_flight_until = NULL, last_error = ${lastError},
          updated_at = ${at} ${also}
        WHERE id = ${id}`.execute(db);
    },
    /** Rows per status, every status present. */
    async counts() {
      const { rows: found } = await sql<{ status: S; count: number }>`SELECT status,
        COUNT(*) AS count FROM ${rows} GROUP BY status`.execute(db);
      const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<S, number>;
      for (const { status, count } of found) counts[status] = Number(count);
      return counts;
    },
    doneBefore,
    /** Deletes the rows done with and last changed before `before`. */
    purge: (before: number) => changes(db, sql`DELETE FROM ${rows} WHERE ${doneBefore(before)}`),
  };
}
