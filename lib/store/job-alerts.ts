import 'server-only';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { changedOne, changes } from './context';
import type { Database, NewJobAlert } from './tables';

export type { JobAlert, JobAlertFilters } from './tables';

const due = (before: number) => (eb: ExpressionBuilder<Database, 'job_alerts'>) =>
  eb.and([
    eb('confirmed_at', 'is not', null),
    eb.or([eb('last_digest_at', 'is', null), eb('last_digest_at', '<=', before)]),
  ]);

/**
 * Job-alert subscriptions (double opt-in): kept until unsubscribed, unconfirmed ones only for a
 * while. Taking a digest is a conditional write: of several instances, exactly one takes it.
 */
export function jobAlerts(db: Kysely<Database>) {
  const alerts = db.selectFrom('job_alerts').selectAll();
  const digest = (id: string, last_digest_at: number | null, notified_through: number) =>
    db.updateTable('job_alerts').set({ last_digest_at, notified_through }).where('id', '=', id);
  return {
    /** Stores the subscription, or returns the one with the same email and filters. */
    async add(alert: NewJobAlert) {
      const { email, keywords, location, type } = alert;
      await db
        .insertInto('job_alerts')
        .values({ ...alert, notified_through: alert.created_at })
        .onConflict((conflict) =>
          conflict.columns(['email', 'keywords', 'location', 'type']).doNothing(),
        )
        .execute();
      return alerts
        .where((eb) => eb.and({ email, keywords, location, type }))
        .executeTakeFirstOrThrow();
    },
    byId: (id: string) => alerts.where('id', '=', id).executeTakeFirst(),
    /** Confirmed subscriptions of `email`: ones someone else made for the address never lock its owner out. */
    countConfirmedFor: async (email: string) =>
      Number(
        (
          await sql<{ n: number }>`SELECT COUNT(*) AS n FROM job_alerts
            WHERE email = ${email} AND confirmed_at IS NOT NULL`.execute(db)
        ).rows[0]!.n,
      ),
    /** Confirms it (once), which also starts the subscriber's news: jobs already open are not news. True when it exists. */
    confirm: async (id: string, at: number) =>
      changedOne(
        db,
        sql`UPDATE job_alerts SET confirmed_at = COALESCE(confirmed_at, ${at}),
          notified_through = CASE WHEN confirmed_at IS NULL THEN ${at} ELSE notified_through END
          WHERE id = ${id}`,
      ),
    /** True when it existed. */
    remove: async (id: string) => changedOne(db, db.deleteFrom('job_alerts').where('id', '=', id)),
    removeFor: (email: string) =>
      changes(db, db.deleteFrom('job_alerts').where('email', '=', email)),
    due: (before: number) => alerts.where(due(before)).orderBy('created_at').execute(),
    /**
     * Takes the digest of `id` for `at` unless one was taken after `before` (another instance, or
     * today's): true when the caller is to send it; jobs up to `through` then count as told.
     */
    claimDigest: async (id: string, before: number, at: number, through: number) =>
      changedOne(db, digest(id, at, through).where(due(before))),
    /** Puts a claimed digest back when it could not be sent. */
    async releaseDigest(id: string, lastDigestAt: number | null, notifiedThrough: number) {
      await digest(id, lastDigestAt, notifiedThrough).execute();
    },
    /** Deletes subscriptions never confirmed that were made before `before`. */
    purgeUnconfirmed: (before: number) =>
      changes(
        db,
        sql`DELETE FROM job_alerts WHERE confirmed_at IS NULL AND created_at < ${before}`,
      ),
  };
}
