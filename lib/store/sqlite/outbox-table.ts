import 'server-only';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { OUTBOX_COLUMNS } from '../columns';
import type { OutboxRow, OutboxTable, Status } from '../types';
import type { SqliteDatabase } from './database';
import { writeDurably } from './durable-file';

/** The outbox in SQLite; a resume is a file under `${dataDir}/outbox/` while its record is open. */
export function sqliteOutbox(db: SqliteDatabase, dataDir: string): OutboxTable {
  const byKey = db.prepare(`SELECT ${OUTBOX_COLUMNS} FROM submissions WHERE idempotency_key = ?`);
  const resumePath = db.prepare('SELECT resume_path FROM submissions WHERE id = ?');
  const insert = db.prepare(`INSERT INTO submissions
    (id, kind, idempotency_key, payload, resume_path, content_hash, status, attempts, next_attempt_at, in_flight_until, created_at, updated_at)
    VALUES (@id, @kind, @idempotency_key, @payload, @resume_path, @content_hash, 'pending', 0, @created_at, @in_flight_until, @created_at, @created_at)`);
  // One statement, so two processes can never claim the same row: the lease is the claim.
  const claim = db.prepare(`UPDATE submissions SET in_flight_until = @until, updated_at = @now
    WHERE id IN (SELECT id FROM submissions WHERE status = 'pending' AND next_attempt_at <= @now
      AND (in_flight_until IS NULL OR in_flight_until <= @now) ORDER BY next_attempt_at LIMIT 1)
    RETURNING ${OUTBOX_COLUMNS}`);
  const close =
    db.prepare(`UPDATE submissions SET status = @status, attempts = @attempts, next_attempt_at = @nextAttemptAt,
    in_flight_until = NULL, last_error = @lastError, outcome = COALESCE(outcome, @outcome), updated_at = @at,
    resume_path = CASE WHEN @status IN ('delivered', 'rejected') THEN NULL ELSE resume_path END WHERE id = @id`);
  const settle = db.prepare(
    'UPDATE submissions SET outcome = COALESCE(outcome, ?) WHERE id = ? RETURNING outcome',
  );
  const oldestPending = db.prepare(
    "SELECT MIN(created_at) AS at FROM submissions WHERE status = 'pending'",
  );
  const counts = db.prepare('SELECT status, COUNT(*) AS count FROM submissions GROUP BY status');
  const closedBefore = db.prepare(
    "SELECT id, resume_path FROM submissions WHERE status IN ('delivered', 'rejected') AND updated_at < ?",
  );
  const remove = db.prepare('DELETE FROM submissions WHERE id = ?');
  const expedite =
    db.prepare(`UPDATE submissions SET next_attempt_at = @now WHERE status = 'pending'
    AND next_attempt_at > @now AND updated_at < @before AND (in_flight_until IS NULL OR in_flight_until <= @now)`);

  const resumeOf = (id: string) =>
    (resumePath.get(id) as { resume_path: string | null } | undefined)?.resume_path ?? null;
  const removeFile = (relative: string | null) => {
    if (relative) rmSync(path.resolve(dataDir, relative), { force: true });
  };

  return {
    byKey: async (key) => byKey.get(key) as OutboxRow | undefined,

    async insert(row, resume) {
      const relative = resume
        ? path.join('outbox', `${row.id}${path.extname(resume.filename)}`)
        : null;
      if (resume && relative) writeDurably(path.resolve(dataDir, relative), resume.bytes);
      try {
        insert.run({ ...row, resume_path: relative });
      } catch (error) {
        removeFile(relative);
        throw error;
      }
    },

    async resume(id) {
      const relative = resumeOf(id);
      if (!relative) throw new Error(`record ${id} has no resume`);
      // The data folder is chosen at run time: keep the build from tracing the whole project into it.
      return new Uint8Array(
        readFileSync(/*turbopackIgnore: true*/ path.resolve(dataDir, relative)),
      );
    },

    claim: async (now, until) => claim.get({ now, until }) as OutboxRow | undefined,

    async close(id, closing) {
      const relative = resumeOf(id);
      close.run({ id, ...closing });
      if (closing.status === 'delivered' || closing.status === 'rejected') removeFile(relative);
    },

    settle: async (id, outcome) => (settle.get(outcome, id) as { outcome: string }).outcome,

    async depth() {
      const depth: Record<Status, number> = { pending: 0, delivered: 0, rejected: 0, dead: 0 };
      for (const { status, count } of counts.all() as { status: Status; count: number }[])
        depth[status] = count;
      return depth;
    },

    expediteWaiting: async (before, now) => expedite.run({ before, now }).changes,

    oldestPendingAt: async () => (oldestPending.get() as { at: number | null }).at,

    async purge(before) {
      const rows = closedBefore.all(before) as { id: string; resume_path: string | null }[];
      for (const row of rows) {
        removeFile(row.resume_path);
        remove.run(row.id);
      }
      return rows.length;
    },
  };
}
