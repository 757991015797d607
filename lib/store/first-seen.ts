import 'server-only';
import { sql } from 'kysely';
import { compiledOnce, type StoreContext } from './context';
import type { Database } from './tables';

/** Each id's first-seen ISO date, recording `now` for ids not seen before. */
export function firstSeenDates(context: StoreContext) {
  const { db, ids } = context;
  // The ids travel as one value, so each query is compiled once whatever their number.
  const record = compiledOnce(
    context,
    (list: unknown, at: number) =>
      sql`INSERT INTO job_first_seen (job_id, first_seen_at) SELECT id, ${at} FROM ${ids.rows(list)} AS seen
        WHERE true ON CONFLICT (job_id) DO NOTHING`,
  );
  const read = compiledOnce(
    context,
    (list: unknown) =>
      sql<Database['job_first_seen']>`SELECT job_id, first_seen_at FROM job_first_seen
        WHERE job_id IN ${ids.rows(list)}`,
  );
  return async (jobIds: string[], now = new Date()): Promise<Map<string, string>> => {
    if (jobIds.length === 0) return new Map();
    const list = ids.value(jobIds);
    await record(db, list, now.getTime());
    return new Map(
      (await read(db, list)).map((row) => [row.job_id, new Date(row.first_seen_at).toISOString()]),
    );
  };
}
