import 'server-only';
import { sql } from 'kysely';
import { compiledOnce, type StoreContext } from './store';

export type FirstSeenTables = { job_first_seen: { job_id: string; first_seen_at: string } };

/** Each id's first-seen ISO date, recording `now` for ids not seen before. */
export function firstSeenDates(context: StoreContext) {
  const { db, kind } = context;
  // The ids travel as one value, so each query is compiled once whatever their number.
  const ids = (list: string) =>
    kind === 'postgres'
      ? sql`(SELECT unnest(${list}::text[]) AS id)`
      : sql`(SELECT value AS id FROM json_each(${list}))`;
  const record = compiledOnce(
    context,
    (list: string, at: string) =>
      sql`INSERT INTO job_first_seen (job_id, first_seen_at) SELECT id, ${at} FROM ${ids(list)} AS seen
        WHERE true ON CONFLICT (job_id) DO NOTHING`,
  );
  const read = compiledOnce(
    context,
    (list: string) =>
      sql<FirstSeenTables['job_first_seen']>`SELECT job_id, first_seen_at FROM job_first_seen
        WHERE job_id IN ${ids(list)}`,
  );
  return async (jobIds: string[], now = new Date()): Promise<Map<string, string>> => {
    if (jobIds.length === 0) return new Map();
    const list = kind === 'postgres' ? jobIds : JSON.stringify(jobIds);
    await record(db, list as string, now.toISOString());
    return new Map((await read(db, list as string)).map((row) => [row.job_id, row.first_seen_at]));
  };
}
