import 'server-only';
import { sql, type Kysely } from 'kysely';
import { queuePings, type JobChange } from './search-pings';
import type { Database, IndexAction } from './tables';

export type { IndexAction } from './tables';
export type { JobChange } from './search-pings';
export type ObservedJob = { jobId: string; url: string; fingerprint: string };
export type JobDates = { openedAt: number; changedAt: number };

type Changed = { job_id: string; url: string; version: number };
const asChanges = (rows: Changed[], action: IndexAction): JobChange[] =>
  rows.map((row) => ({ jobId: row.job_id, url: row.url, action, version: row.version }));

export function jobStates(db: Kysely<Database>) {
  return {
    /**
     * Records the open jobs as read at `at`: a new or edited job is 'updated', one that is no
     * longer listed is 'deleted'. An observation older than a job's last recorded change never
     * overrides it. For each change, one notification per engine in `engines` is queued in the
     * same transaction. Each conditional write is the claim: of several instances recording one
     * change, exactly one changes the row; all write in id order, so they lock rows in one order.
     */
    record: (open: ObservedJob[], at: number, engines: readonly string[]) =>
      db.transaction().execute(async (trx) => {
        const changes: JobChange[] = [];
        for (const job of [...open].sort((a, b) => (a.jobId < b.jobId ? -1 : 1))) {
          const { rows } = await sql<Changed>`INSERT INTO job_states
              (job_id, url, fingerprint, open, version, observed_at, opened_at, changed_at)
              VALUES (${job.jobId}, ${job.url}, ${job.fingerprint}, 1, 1, ${at}, ${at}, ${at})
            ON CONFLICT (job_id) DO UPDATE SET url = excluded.url, fingerprint = excluded.fingerprint,
              opened_at = CASE WHEN job_states.open = 1 THEN job_states.opened_at ELSE excluded.opened_at END,
              open = 1, version = job_states.version + 1, observed_at = excluded.observed_at,
              changed_at = excluded.changed_at
            WHERE (job_states.fingerprint <> excluded.fingerprint OR job_states.open = 0)
              AND job_states.observed_at < excluded.observed_at
            RETURNING job_id, url, version`.execute(trx);
          changes.push(...asChanges(rows, 'updated'));
        }
        const listed = new Set(open.map((job) => job.jobId));
        const stillOpen = await trx
          .selectFrom('job_states')
          .select('job_id')
          .where('open', '=', 1)
          .orderBy('job_id')
          .execute();
        for (const { job_id } of stillOpen.filter((row) => !listed.has(row.job_id))) {
          const { rows } = await sql<Changed>`UPDATE job_states SET open = 0,
              version = version + 1, observed_at = ${at}, changed_at = ${at}
            WHERE job_id = ${job_id} AND open = 1 AND observed_at < ${at}
            RETURNING job_id, url, version`.execute(trx);
          changes.push(...asChanges(rows, 'deleted'));
        }
        await queuePings(trx, changes, engines, at);
        return changes;
      }),

    /** When each of these jobs last opened and last changed, as recorded. */
    async dates(ids: string[]) {
      const rows = ids.length
        ? await db.selectFrom('job_states').selectAll().where('job_id', 'in', ids).execute()
        : [];
      return new Map<string, JobDates>(
        rows.map((row) => [row.job_id, { openedAt: row.opened_at, changedAt: row.changed_at }]),
      );
    },
  };
}
