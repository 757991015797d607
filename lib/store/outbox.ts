import 'server-only';
import { sql } from 'kysely';
import path from 'node:path';
import { changes, type StoreContext } from './context';
import { leases, unleased, type Closing } from './leases';
import type { OutboxRow, OutboxStatus } from './tables';

export type { Kind, OutboxRow } from './tables';

/** The columns read back (never the resume). */
export const OUTBOX_COLUMNS = [
  'id',
  'kind',
  'idempotency_key',
  'payload',
  'content_hash',
  'status',
  'attempts',
  'next_attempt_at',
  'in_flight_until',
  'last_error',
  'outcome',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof OutboxRow)[];

export type NewOutboxRow = Pick<
  OutboxRow,
  'id' | 'kind' | 'idempotency_key' | 'payload' | 'content_hash' | 'created_at' | 'in_flight_until'
>;

const ended = (status: OutboxStatus) => status === 'delivered' || status === 'rejected';

/** The outbox: every enquiry and application, kept before delivery (lib/submissions). */
export function outbox(context: StoreContext) {
  const { db, blobs } = context;
  const queue = leases<OutboxStatus, OutboxRow>(context, 'submissions', {
    done: ['delivered', 'rejected'],
    columns: OUTBOX_COLUMNS,
    order: 'next_attempt_at',
  });
  return {
    /** Keeps the record and its resume durably; rejects when the key is taken. */
    async insert(row: NewOutboxRow, resume: { bytes: Uint8Array; filename: string } | null) {
      const name = resume && path.join('outbox', `${row.id}${path.extname(resume.filename)}`);
      const kept = resume && name ? blobs.put(name, resume.bytes) : null;
      const due = { next_attempt_at: row.created_at, updated_at: row.created_at };
      try {
        await db
          .insertInto('submissions')
          .values({ ...row, status: 'pending', attempts: 0, ...due, ...kept })
          .execute();
      } catch (error) {
        if (name) blobs.discard(name);
        throw error;
      }
    },
    async resume(id: string) {
      const bytes = await blobs.get('submissions', id);
      if (!bytes) throw new Error(`record ${id} has no resume`);
      return bytes;
    },
    /** The oldest due record, leased to the caller until `until`. */
    claim: async (now: number, until: number) => (await queue.claim(now, until, 1))[0],
    /** Ends an attempt; a delivered or rejected record loses its resume. */
    async close(id: string, closing: Closing<OutboxStatus> & { outcome: string }) {
      const outcome = sql`, outcome = COALESCE(outcome, ${closing.outcome})`;
      if (!ended(closing.status)) return queue.close(id, closing, outcome);
      const free = await blobs.held('submissions', sql<boolean>`id = ${id}`);
      await queue.close(id, closing, sql`${outcome}, ${blobs.cleared}`);
      free();
    },
    /** The applications whose id starts with `prefix` (a receipt's reference; at most a few). */
    applicationsStartingWith: (prefix: string) =>
      db
        .selectFrom('submissions')
        .select(OUTBOX_COLUMNS)
        .where('kind', '=', 'application')
        .where('id', 'like', `${prefix.replace(/[^\da-f-]/g, '')}%`)
        .limit(5)
        .execute(),
    depth: queue.counts,
    oldestPendingAt: async () =>
      (
        await sql<{ at: number | null }>`SELECT MIN(created_at) AS at FROM submissions
          WHERE status = 'pending'`.execute(db)
      ).rows[0]!.at,
    /** Deletes delivered and rejected records (and resumes) last changed before `before`; returns how many. */
    async purge(before: number) {
      const free = await blobs.held('submissions', queue.doneBefore(before));
      const purged = await queue.purge(before);
      free();
      return purged;
    },
    /** Every application record (never a resume): the few a data request concerns are found in their payload. */
    applications: () =>
      db
        .selectFrom('submissions')
        .select(OUTBOX_COLUMNS)
        .where('kind', '=', 'application')
        .orderBy('created_at')
        .execute(),
    /** Deletes records and their resumes, whatever their state (an erasure); returns how many. */
    async erase(ids: readonly string[]) {
      if (ids.length === 0) return 0;
      const free = await blobs.held('submissions', sql<boolean>`id IN (${sql.join(ids)})`);
      const erased = await changes(db, db.deleteFrom('submissions').where('id', 'in', ids));
      free();
      return erased;
    },
    /**
     * Makes pending records not attempted since `before` (and not in flight) due at `now`, however
     * long their backoff; returns how many. A scheduled drain's catch-up after an outage.
     */
    expediteWaiting: (before: number, now: number) =>
      changes(
        db,
        sql`UPDATE submissions SET next_attempt_at = ${now} WHERE status = 'pending'
          AND next_attempt_at > ${now} AND updated_at < ${before} AND ${unleased(now)}`,
      ),
  };
}
