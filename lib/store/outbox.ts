import 'server-only';
import type { ExpressionBuilder } from 'kysely';
import path from 'node:path';
import type { idempotency } from './idempotency';
import { cell, changed, tally, unleased, type Database, type StoreContext } from './store';

export type Kind = 'enquiry' | 'application';
export type Status = 'pending' | 'delivered' | 'rejected' | 'dead';
const STATUSES: Status[] = ['pending', 'delivered', 'rejected', 'dead'];

/** An outbox record without its resume. */
export type OutboxRow = {
  id: string;
  kind: Kind;
  idempotency_key: string;
  /** JSON of the fields (for an application, the resume's description, never its bytes). */
  payload: string;
  content_hash: string;
  status: Status;
  attempts: number;
  next_attempt_at: number;
  in_flight_until: number | null;
  last_error: string | null;
  /** JSON of the first answer the visitor got, replayed for a repeated key. */
  outcome: string | null;
  created_at: number;
  updated_at: number;
};

/** The outbox: every enquiry and application, kept before delivery (lib/submissions). */
export type OutboxTables = {
  submissions: OutboxRow & { resume_path: string | null; resume: Buffer | null };
};

/** Exported for tests that fill the outbox directly. */
export type NewOutboxRow = Pick<
  OutboxRow,
  'id' | 'kind' | 'idempotency_key' | 'payload' | 'content_hash' | 'created_at' | 'in_flight_until'
>;

export type Closing = {
  status: Status;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  outcome: string;
  at: number;
};

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
] as const;

const closedBefore = (before: number) => (eb: ExpressionBuilder<Database, 'submissions'>) =>
  eb.and([eb('status', 'in', ['delivered', 'rejected']), eb('updated_at', '<', before)]);

export function outbox({ db, kind, blobs }: StoreContext) {
  const kept = async (id: string) =>
    (
      await db
        .selectFrom('submissions')
        .select(blobs.column)
        .where('id', '=', id)
        .executeTakeFirst()
    )?.[blobs.column] ?? null;

  return {
    /** Keeps the record and its resume durably; rejects when the key is taken. */
    async insert(row: NewOutboxRow, resume: { bytes: Uint8Array; filename: string } | null) {
      const relative = resume && path.join('outbox', `${row.id}${path.extname(resume.filename)}`);
      const stored = resume && relative ? blobs.put(relative, resume.bytes) : null;
      const at = row.created_at;
      try {
        await db
          .insertInto('submissions')
          .values({
            ...row,
            status: 'pending',
            attempts: 0,
            next_attempt_at: at,
            updated_at: at,
            ...cell(blobs, stored),
          })
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

    /**
     * The oldest due record, leased to the caller until `until`; no two callers ever get the same
     * one. The one statement is the claim; on PostgreSQL a record another instance is claiming
     * this instant is passed over (SKIP LOCKED), never waited for or taken twice.
     */
    claim: (now: number, until: number) =>
      db
        .updateTable('submissions')
        .set({ in_flight_until: until, updated_at: now })
        .where('id', '=', (eb) =>
          eb
            .selectFrom('submissions')
            .select('id')
            .where('status', '=', 'pending')
            .where('next_attempt_at', '<=', now)
            .where(unleased(now))
            .orderBy('next_attempt_at')
            .limit(1)
            .$if(kind === 'postgres', (query) => query.forUpdate().skipLocked()),
        )
        .returning(OUTBOX_COLUMNS)
        .executeTakeFirst(),

    /** Ends an attempt; a delivered or rejected record loses its resume. */
    async close(id: string, closing: Closing) {
      const ends = closing.status === 'delivered' || closing.status === 'rejected';
      const file = ends && blobs.remove ? await kept(id) : null;
      await db
        .updateTable('submissions')
        .set((eb) => ({
          status: closing.status,
          attempts: closing.attempts,
          next_attempt_at: closing.nextAttemptAt,
          in_flight_until: null,
          last_error: closing.lastError,
          outcome: eb.fn.coalesce('outcome', eb.val(closing.outcome)),
          updated_at: closing.at,
          ...(ends ? cell(blobs, null) : {}),
        }))
        .where('id', '=', id)
        .execute();
      if (typeof file === 'string') blobs.remove?.(file);
    },

    async depth() {
      const rows = await db
        .selectFrom('submissions')
        .select((eb) => ['status', eb.fn.countAll().as('count')])
        .groupBy('status')
        .execute();
      return tally(STATUSES, rows);
    },

    /** When the oldest pending record was created; null when none waits. */
    async oldestPendingAt() {
      const { at } = await db
        .selectFrom('submissions')
        .select((eb) => eb.fn.min('created_at').as('at'))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return at == null ? null : Number(at);
    },

    /** Deletes delivered and rejected records (and resumes) last changed before `before`; returns how many. */
    async purge(before: number) {
      if (blobs.remove) {
        const files = await db
          .selectFrom('submissions')
          .select('resume_path')
          .where(closedBefore(before))
          .where('resume_path', 'is not', null)
          .execute();
        for (const { resume_path } of files) blobs.remove(resume_path!);
      }
      return changed(
        await db.deleteFrom('submissions').where(closedBefore(before)).executeTakeFirst(),
      );
    },

    /**
     * Makes pending records not attempted since `before` (and not in flight) due at `now`, however
     * long their backoff; returns how many. A scheduled drain's catch-up after an outage.
     */
    expediteWaiting: async (before: number, now: number) =>
      changed(
        await db
          .updateTable('submissions')
          .set({ next_attempt_at: now })
          .where('status', '=', 'pending')
          .where('next_attempt_at', '>', now)
          .where('updated_at', '<', before)
          .where(unleased(now))
          .executeTakeFirst(),
      ),
  };
}

export type OutboxTable = ReturnType<typeof outbox> & ReturnType<typeof idempotency>;
