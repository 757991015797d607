import 'server-only';
import type { Kysely } from 'kysely';
import { queuePings } from './search-pings';
import type { Database } from './store';

/** Exported for tests. */
export type ObservedJob = { jobId: string; url: string; fingerprint: string };
export type IndexAction = 'updated' | 'deleted';

/** A change one caller recorded: no other caller, on any instance, is handed the same one. */
export type JobChange = { jobId: string; url: string; action: IndexAction; version: number };

export type JobDates = { openedAt: number; changedAt: number };

/**
 * Each job's last recorded state, to tell search engines and job alerts about changes once,
 * whichever instance sees them. `open` is 1 or 0.
 */
export type JobStateTables = {
  job_states: {
    job_id: string;
    url: string;
    fingerprint: string;
    open: number;
    version: number;
    observed_at: number;
    opened_at: number;
    changed_at: number;
  };
};

type Changed = { job_id: string; url: string; version: number } | undefined;
const asChange = (row: Changed, action: IndexAction): JobChange[] =>
  row ? [{ jobId: row.job_id, url: row.url, action, version: row.version }] : [];

export function jobStates(db: Kysely<Database>) {
  return {
    /**
     * Records the open jobs as read at `observedAt`: a new or edited job is 'updated', one that is no
     * longer listed is 'deleted'. An observation older than a job's last recorded change never
     * overrides it. For each change, one notification per engine in `engines` is queued in the same
     * transaction. Every conditional write is the claim: of several instances recording one
     * change, exactly one changes the row.
     */
    record: (open: ObservedJob[], at: number, engines: readonly string[]) =>
      db.transaction().execute(async (trx) => {
        const changes: JobChange[] = [];
        // In id order, upserts and closes alike: instances writing the same rows lock them in one order.
        for (const job of [...open].sort((a, b) => (a.jobId < b.jobId ? -1 : 1))) {
          const row = await trx
            .insertInto('job_states')
            .values({
              job_id: job.jobId,
              url: job.url,
              fingerprint: job.fingerprint,
              open: 1,
              version: 1,
              observed_at: at,
              opened_at: at,
              changed_at: at,
            })
            .onConflict((conflict) =>
              conflict
                .column('job_id')
                .doUpdateSet((eb) => ({
                  url: eb.ref('excluded.url'),
                  fingerprint: eb.ref('excluded.fingerprint'),
                  opened_at: eb
                    .case()
                    .when('job_states.open', '=', 1)
                    .then(eb.ref('job_states.opened_at'))
                    .else(eb.ref('excluded.opened_at'))
                    .end(),
                  open: 1,
                  version: eb('job_states.version', '+', 1),
                  observed_at: eb.ref('excluded.observed_at'),
                  changed_at: eb.ref('excluded.changed_at'),
                }))
                // A new job, or one edited or reopened, unless a later observation was recorded.
                .where((eb) =>
                  eb.or([
                    eb('job_states.fingerprint', '<>', eb.ref('excluded.fingerprint')),
                    eb('job_states.open', '=', 0),
                  ]),
                )
                .where('job_states.observed_at', '<', at),
            )
            .returning(['job_id', 'url', 'version'])
            .executeTakeFirst();
          changes.push(...asChange(row, 'updated'));
        }
        const listed = new Set(open.map((job) => job.jobId));
        const stillOpen = await trx
          .selectFrom('job_states')
          .select('job_id')
          .where('open', '=', 1)
          .orderBy('job_id')
          .execute();
        for (const { job_id } of stillOpen) {
          if (listed.has(job_id)) continue;
          const row = await trx
            .updateTable('job_states')
            .set((eb) => ({
              open: 0,
              version: eb('version', '+', 1),
              observed_at: at,
              changed_at: at,
            }))
            .where('job_id', '=', job_id)
            .where('open', '=', 1)
            .where('observed_at', '<', at)
            .returning(['job_id', 'url', 'version'])
            .executeTakeFirst();
          changes.push(...asChange(row, 'deleted'));
        }
        await queuePings(trx, changes, engines, at);
        return changes;
      }),

    /** When each of these jobs last opened and last changed, as recorded. */
    async dates(ids: string[]) {
      const rows = ids.length
        ? await db
            .selectFrom('job_states')
            .select(['job_id', 'opened_at', 'changed_at'])
            .where('job_id', 'in', ids)
            .execute()
        : [];
      return new Map<string, JobDates>(
        rows.map((row) => [row.job_id, { openedAt: row.opened_at, changedAt: row.changed_at }]),
      );
    },
  };
}

export type JobStateTable = ReturnType<typeof jobStates>;
