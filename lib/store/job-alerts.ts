import 'server-only';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { changed, type Database } from './store';

export type JobAlertFilters = { keywords: string; location: string; type: string };

export type JobAlert = JobAlertFilters & {
  id: string;
  email: string;
  created_at: number;
  confirmed_at: number | null;
  last_digest_at: number | null;
  /** Jobs that opened after this time are new to the subscriber. */
  notified_through: number;
};

/** One row per email and filters. */
export type JobAlertTables = { job_alerts: JobAlert };

type NewJobAlert = JobAlertFilters & { id: string; email: string; created_at: number };

/** Confirmed, and no digest taken after `before`. */
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
        .where('email', '=', email)
        .where('keywords', '=', keywords)
        .where('location', '=', location)
        .where('type', '=', type)
        .executeTakeFirstOrThrow();
    },
    byId: (id: string) => alerts.where('id', '=', id).executeTakeFirst(),
    countFor: async (email: string) =>
      Number(
        (
          await db
            .selectFrom('job_alerts')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('email', '=', email)
            .executeTakeFirstOrThrow()
        ).count,
      ),
    /** Confirms it (once), which also starts the subscriber's news: jobs already open are not news. True when it exists. */
    confirm: async (id: string, at: number) =>
      changed(
        await db
          .updateTable('job_alerts')
          .set((eb) => ({
            confirmed_at: eb.fn.coalesce('confirmed_at', eb.val(at)),
            notified_through: eb
              .case()
              .when('confirmed_at', 'is', null)
              .then(at)
              .else(eb.ref('notified_through'))
              .end(),
          }))
          .where('id', '=', id)
          .executeTakeFirst(),
      ) === 1,
    /** True when it existed. */
    remove: async (id: string) =>
      changed(await db.deleteFrom('job_alerts').where('id', '=', id).executeTakeFirst()) === 1,
    /** Deletes every subscription of `email`; returns how many. */
    removeFor: async (email: string) =>
      changed(await db.deleteFrom('job_alerts').where('email', '=', email).executeTakeFirst()),
    /** Confirmed subscriptions whose last digest was at or before `before` (or never). */
    due: (before: number) => alerts.where(due(before)).orderBy('created_at').execute(),
    /**
     * Takes the digest of `id` for `at` unless one was taken after `before` (another instance, or
     * today's): true when the caller is to send it; jobs up to `through` then count as told.
     */
    claimDigest: async (id: string, before: number, at: number, through: number) =>
      changed(
        await db
          .updateTable('job_alerts')
          .set({ last_digest_at: at, notified_through: through })
          .where('id', '=', id)
          .where(due(before))
          .executeTakeFirst(),
      ) === 1,
    /** Puts a claimed digest back when it could not be sent. */
    async releaseDigest(id: string, lastDigestAt: number | null, notifiedThrough: number) {
      await db
        .updateTable('job_alerts')
        .set({ last_digest_at: lastDigestAt, notified_through: notifiedThrough })
        .where('id', '=', id)
        .execute();
    },
    /** Deletes subscriptions never confirmed that were made before `before`; returns how many. */
    purgeUnconfirmed: async (before: number) =>
      changed(
        await db
          .deleteFrom('job_alerts')
          .where('confirmed_at', 'is', null)
          .where('created_at', '<', before)
          .executeTakeFirst(),
      ),
  };
}

export type JobAlertTable = ReturnType<typeof jobAlerts>;
