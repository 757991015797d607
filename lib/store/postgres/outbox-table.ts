import 'server-only';
import type { Pool } from 'pg';
import { OUTBOX_COLUMNS } from '../columns';
import type { OutboxRow, OutboxTable, Status } from '../types';

/** The outbox in PostgreSQL; a resume's bytes stay in its row until the record is closed. */
export function postgresOutbox(pool: Pool): OutboxTable {
  const one = async (sql: string, values: unknown[]) =>
    (await pool.query<OutboxRow>(sql, values)).rows[0];

  return {
    byKey: (key) =>
      one(`SELECT ${OUTBOX_COLUMNS} FROM submissions WHERE idempotency_key = $1`, [key]),

    async insert(row, resume) {
      await pool.query(
        `INSERT INTO submissions
          (id, kind, idempotency_key, payload, resume, content_hash, status, attempts, next_attempt_at, in_flight_until, created_at, updated_at)
          VALUES ($1, $2, $3, $4, $5, $6, 'pending', 0, $7, $8, $7, $7)`,
        [
          row.id,
          row.kind,
          row.idempotency_key,
          row.payload,
          resume ? Buffer.from(resume.bytes) : null,
          row.content_hash,
          row.created_at,
          row.in_flight_until,
        ],
      );
    },

    async resume(id) {
      const { rows } = await pool.query<{ resume: Buffer | null }>(
        'SELECT resume FROM submissions WHERE id = $1',
        [id],
      );
      if (!rows[0]?.resume) throw new Error(`record ${id} has no resume`);
      return new Uint8Array(rows[0].resume);
    },

    // SKIP LOCKED: a record another instance is claiming this instant is passed over, never waited for or taken twice.
    claim: (now, until) =>
      one(
        `UPDATE submissions SET in_flight_until = $2, updated_at = $1
          WHERE id = (SELECT id FROM submissions WHERE status = 'pending' AND next_attempt_at <= $1
            AND (in_flight_until IS NULL OR in_flight_until <= $1) ORDER BY next_attempt_at LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING ${OUTBOX_COLUMNS}`,
        [now, until],
      ),

    async close(id, c) {
      await pool.query(
        `UPDATE submissions SET status = $2, attempts = $3, next_attempt_at = $4, in_flight_until = NULL, last_error = $5,
          outcome = COALESCE(outcome, $6), updated_at = $7,
          resume = CASE WHEN $2 IN ('delivered', 'rejected') THEN NULL ELSE resume END
          WHERE id = $1`,
        [id, c.status, c.attempts, c.nextAttemptAt, c.lastError, c.outcome, c.at],
      );
    },

    settle: async (id, outcome) =>
      (
        await pool.query<{ outcome: string }>(
          'UPDATE submissions SET outcome = COALESCE(outcome, $2) WHERE id = $1 RETURNING outcome',
          [id, outcome],
        )
      ).rows[0]!.outcome,

    async depth() {
      const depth: Record<Status, number> = { pending: 0, delivered: 0, rejected: 0, dead: 0 };
      const { rows } = await pool.query<{ status: Status; count: number }>(
        'SELECT status, COUNT(*) AS count FROM submissions GROUP BY status',
      );
      for (const { status, count } of rows) depth[status] = count;
      return depth;
    },

    expediteWaiting: async (before, now) =>
      (
        await pool.query(
          `UPDATE submissions SET next_attempt_at = $2 WHERE status = 'pending' AND next_attempt_at > $2
            AND updated_at < $1 AND (in_flight_until IS NULL OR in_flight_until <= $2)`,
          [before, now],
        )
      ).rowCount ?? 0,

    async oldestPendingAt() {
      const { rows } = await pool.query<{ at: string | null }>(
        "SELECT MIN(created_at) AS at FROM submissions WHERE status = 'pending'",
      );
      return rows[0]?.at == null ? null : Number(rows[0].at);
    },

    purge: async (before) =>
      (
        await pool.query(
          "DELETE FROM submissions WHERE status IN ('delivered', 'rejected') AND updated_at < $1",
          [before],
        )
      ).rowCount ?? 0,
  };
}
