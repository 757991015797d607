import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from './store';

export type FirstSeenTables = { job_first_seen: { job_id: string; first_seen_at: string } };

/** Each id's first-seen ISO date, recording `now` for ids not seen before. */
export const firstSeenDates =
  (db: Kysely<Database>) =>
  async (ids: string[], now = new Date()): Promise<Map<string, string>> => {
    if (ids.length === 0) return new Map();
    const first_seen_at = now.toISOString();
    await db
      .insertInto('job_first_seen')
      .values([...new Set(ids)].map((job_id) => ({ job_id, first_seen_at })))
      .onConflict((conflict) => conflict.column('job_id').doNothing())
      .execute();
    const rows = await db
      .selectFrom('job_first_seen')
      .selectAll()
      .where('job_id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.job_id, row.first_seen_at]));
  };
