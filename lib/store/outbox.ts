import 'server-only';
import { sql } from 'kysely';
import path from 'node:path';
import { leases, unleased, type Attempts, type Closing } from './leases';
import { changes, type ResumeColumns, type StoreContext } from './store';

type Status = 'pending' | 'delivered' | 'rejected' | 'dead';
export type Kind = 'enquiry' | 'application';

/** An outbox record without its resume. */
export type OutboxRow = Attempts<Status> & {
  id: string;
  kind: Kind;
  idempotency_key: string;
  /** JSON of the fields (for an application, the resume's description, never its bytes). */
  payload: string;
  content_hash: string;
  /** JSON of the first answer the visitor got, replayed for a repeated key. */
  outcome: string | null;
  created_at: number;
};
/** The outbox: every enquiry and application, kept before delivery (lib/submissions). */
export type OutboxTables = {
  submissions: OutboxRow & ResumeColumns;
};
/** The columns read back (never the resume). */
export const OUTBOX_COLUMNS =
  `id kind idempotency_key payload content_hash status attempts next_attempt_at
  in_flight_until last_error outcome created_at updated_at`.split(/\s+/) as (keyof OutboxRow)[];

export type NewOutboxRow = Pick<
  OutboxRow,
  'id' | 'kind' | 'idempotency_key' | 'payload' | 'content_hash' | 'created_at' | 'in_flight_until'
>;

export function outbox(context: StoreContext) {
  const { db, blobs } = context;
  const queue = leases<Status, OutboxRow>(context, 'submissions', {
    done: ['delivered', 'rejected'],
    columns: OUTBOX_COLUMNS,
    order: 'next_attempt_at',
  });
  const kept = async (id: string) =>
    (await db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirst())?.[
      blobs.column
    ];
  return {
    /** Keeps the record and its resume durably; rejects when the key is taken. */
    async insert(row: NewOutboxRow, resume: { bytes: Uint8Array; filename: string } | null) {
      const relative = resume && path.join('outbox', `${row.id}${path.extname(resume.filename)}`);
      const stored = resume && relative ? blobs.put(relative, resume.bytes) : {};
      const due = { next_attempt_at: row.created_at, updated_at: row.created_at };
      try {
        await db
          .insertInto('submissions')
          .values({ ...row, status: 'pending', attempts: 0, ...due, ...stored })
          .execute();
      } catch (error) {
        if (relative) blobs.remove?.(relative);
        throw error;
      }
    },
    async resume(id: string) {
      const stored = await kept(id);
      if (!stored) throw new Error(`record ${id} has no resume`);
      return blobs.get(stored);
    },
    /** The oldest due record, leased to the caller until `until`. */
    claim: async (now: number, until: number) => (await queue.claim(now, until, 1))[0],
    /** Ends an attempt; a delivered or rejected record loses its resume. */
    async close(id: string, closing: Closing<Status> & { outcome: string }) {
      const ends = closing.status === 'delivered' || closing.status === 'rejected';
      const file = ends && blobs.remove ? await kept(id) : null;
      const resume = ends ? sql`, ${sql.ref(blobs.column)} = NULL` : sql``;
      await queue.close(
        id,
        closing,
        sql`, outcome = COALESCE(outcome, ${closing.outcome}) ${resume}`,
      );
      if (typeof file === 'string') blobs.remove?.(file);
    },
    depth: queue.counts,
    oldestPendingAt: async () =>
      (
        await sql<{ at: number | null }>`SELECT MIN(created_at) AS at FROM submissions
          WHERE status = 'pending'`.execute(db)
      ).rows[0]!.at,
    /** Deletes delivered and rejected records (and resumes) last changed before `before`; returns how many. */
    async purge(before: number) {
      if (blobs.remove) {
        // SQLite's resumes are files; PostgreSQL's go with their rows.
        const files = await sql<{ file: string | null }>`SELECT resume_path AS file
          FROM submissions WHERE ${queue.doneBefore(before)}`.execute(db);
        for (const { file } of files.rows) if (file) blobs.remove(file);
      }
      return queue.purge(before);
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
