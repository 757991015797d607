import type Database from 'better-sqlite3';
import type { Kind } from './payload';

export type Status = 'pending' | 'delivered' | 'rejected' | 'dead';

export type Row = {
  id: string;
  kind: Kind;
  idempotency_key: string;
  payload: string;
  resume_path: string | null;
  content_hash: string;
  status: Status;
  attempts: number;
  next_attempt_at: number;
  in_flight_until: number | null;
  last_error: string | null;
  outcome: string | null;
  created_at: number;
  updated_at: number;
};

export type Closing = { status: Status; attempts: number; nextAttemptAt: number; lastError: string | null; outcome: string; at: number };

/** The outbox table's statements (times are epoch milliseconds). */
export function records(db: Database.Database) {
  const byKey = db.prepare('SELECT * FROM submissions WHERE idempotency_key = ?');
  const insert = db.prepare(`INSERT INTO submissions
    (id, kind, idempotency_key, payload, resume_path, content_hash, status, attempts, next_attempt_at, in_flight_until, created_at, updated_at)
    VALUES (@id, @kind, @idempotency_key, @payload, @resume_path, @content_hash, 'pending', 0, @created_at, @in_flight_until, @created_at, @created_at)`);
  // One statement, so two processes can never claim the same row: the lease is the claim.
  const claim = db.prepare(`UPDATE submissions SET in_flight_until = @until, updated_at = @now
    WHERE id IN (SELECT id FROM submissions WHERE status = 'pending' AND next_attempt_at <= @now
      AND (in_flight_until IS NULL OR in_flight_until <= @now) ORDER BY next_attempt_at LIMIT 1)
    RETURNING *`);
  const close = db.prepare(`UPDATE submissions SET status = @status, attempts = @attempts, next_attempt_at = @nextAttemptAt,
    in_flight_until = NULL, last_error = @lastError, outcome = COALESCE(outcome, @outcome), updated_at = @at WHERE id = @id`);
  const counts = db.prepare('SELECT status, COUNT(*) AS count FROM submissions GROUP BY status');

  return {
    byKey: (key: string) => byKey.get(key) as Row | undefined,
    insert: (row: Pick<Row, 'id' | 'kind' | 'idempotency_key' | 'payload' | 'resume_path' | 'content_hash' | 'created_at' | 'in_flight_until'>) =>
      insert.run(row),
    /** The oldest due record, now leased to the caller until `until`; undefined when none is due. */
    claim: (now: number, until: number) => claim.get({ now, until }) as Row | undefined,
    close: (id: string, closing: Closing) => close.run({ id, ...closing }),
    depth: () => {
      const depth: Record<Status, number> = { pending: 0, delivered: 0, rejected: 0, dead: 0 };
      for (const { status, count } of counts.all() as { status: Status; count: number }[]) depth[status] = count;
      return depth;
    },
  };
}
