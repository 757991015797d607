import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import * as sql from '../job-sql';
import type {
  JobAlert,
  JobAlertTable,
  JobChange,
  JobStateTable,
  PingStatus,
  SearchPing,
  SearchPingTable,
} from '../job-tables';
import { numbered } from '../vitals-sql';

type Changed = { job_id: string; url: string; version: number };

const UPSERT_OPEN_JOB = numbered(sql.UPSERT_OPEN_JOB);
const CLOSE_JOB = numbered(sql.CLOSE_JOB);
const QUEUE_PING = numbered(sql.QUEUE_PING);

export function postgresJobStates(pool: Pool): JobStateTable {
  return {
    async record(open, observedAt, engines) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const changes: JobChange[] = [];
        const listed = new Set(open.map((job) => job.jobId));
        for (const job of [...open].sort((a, b) => (a.jobId < b.jobId ? -1 : 1))) {
          const at = observedAt;
          const { rows } = await client.query<Changed>(UPSERT_OPEN_JOB, [
            job.jobId,
            job.url,
            job.fingerprint,
            at,
            at,
            at,
          ]);
          for (const row of rows)
            changes.push({
              jobId: row.job_id,
              url: row.url,
              action: 'updated',
              version: row.version,
            });
        }
        const { rows: openRows } = await client.query<{ job_id: string }>(sql.OPEN_JOB_IDS);
        for (const { job_id: id } of openRows) {
          if (listed.has(id)) continue;
          const { rows } = await client.query<Changed>(CLOSE_JOB, [
            observedAt,
            observedAt,
            id,
            observedAt,
          ]);
          for (const row of rows)
            changes.push({
              jobId: row.job_id,
              url: row.url,
              action: 'deleted',
              version: row.version,
            });
        }
        for (const change of changes)
          for (const engine of engines)
            await client.query(QUEUE_PING, [
              randomUUID(),
              sql.changeKey(engine, change.jobId, change.version),
              engine,
              change.url,
              change.action,
              observedAt,
              observedAt,
              observedAt,
            ]);
        await client.query('COMMIT');
        return changes;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },

    async dates(ids) {
      const { rows } = await pool.query<{ job_id: string; opened_at: number; changed_at: number }>(
        'SELECT job_id, opened_at, changed_at FROM job_states WHERE job_id = ANY($1)',
        [ids],
      );
      return new Map(
        rows.map((row) => [row.job_id, { openedAt: row.opened_at, changedAt: row.changed_at }]),
      );
    },
  };
}

export function postgresSearchPings(pool: Pool): SearchPingTable {
  return {
    // SKIP LOCKED: rows another instance is claiming this instant are passed over, never taken twice.
    async claim(engine, now, until, limit) {
      const { rows } = await pool.query<SearchPing>(
        `UPDATE search_pings SET in_flight_until = $3, updated_at = $2
          WHERE id IN (SELECT id FROM search_pings WHERE engine = $1 AND status = 'pending'
            AND next_attempt_at <= $2 AND (in_flight_until IS NULL OR in_flight_until <= $2)
            ORDER BY created_at LIMIT $4 FOR UPDATE SKIP LOCKED)
          RETURNING id, engine, url, action, attempts, created_at`,
        [engine, now, until, limit],
      );
      return rows.sort((a, b) => a.created_at - b.created_at);
    },
    async close(id, c) {
      await pool.query(numbered(sql.CLOSE_PING), [
        c.status,
        c.attempts,
        c.nextAttemptAt,
        c.lastError,
        c.at,
        id,
      ]);
    },
    async counts() {
      const result: Record<PingStatus, number> = { pending: 0, sent: 0, rejected: 0, dead: 0 };
      const { rows } = await pool.query<{ status: PingStatus; count: number }>(sql.PING_COUNTS);
      for (const row of rows) result[row.status] = row.count;
      return result;
    },
    purge: async (before) => (await pool.query(numbered(sql.PURGE_PINGS), [before])).rowCount ?? 0,
  };
}

export function postgresJobAlerts(pool: Pool): JobAlertTable {
  const run = (statement: string, values: unknown[]) => pool.query(numbered(statement), values);
  const one = async (statement: string, values: unknown[]) =>
    (await pool.query<JobAlert>(numbered(statement), values)).rows[0];
  const changed = async (statement: string, values: unknown[]) =>
    (await run(statement, values)).rowCount ?? 0;

  return {
    async add(a) {
      await run(sql.INSERT_ALERT, [
        a.id,
        a.email,
        a.keywords,
        a.location,
        a.type,
        a.created_at,
        a.created_at,
      ]);
      return (await one(sql.ALERT_BY_FILTERS, [a.email, a.keywords, a.location, a.type]))!;
    },
    byId: (id) => one(sql.ALERT_BY_ID, [id]),
    countConfirmedFor: async (email) =>
      (await pool.query<{ count: number }>(numbered(sql.COUNT_CONFIRMED_FOR), [email])).rows[0]!
        .count,
    confirm: async (id, at) => (await changed(sql.CONFIRM_ALERT, [at, at, id])) === 1,
    remove: async (id) => (await changed(sql.REMOVE_ALERT, [id])) === 1,
    removeFor: (email) => changed(sql.REMOVE_ALERTS_FOR, [email]),
    due: async (before) => (await pool.query<JobAlert>(numbered(sql.DUE_ALERTS), [before])).rows,
    claimDigest: async (id, before, at, through) =>
      (await changed(sql.CLAIM_DIGEST, [at, through, id, before])) === 1,
    async releaseDigest(id, lastDigestAt, notifiedThrough) {
      await run(sql.RELEASE_DIGEST, [lastDigestAt, notifiedThrough, id]);
    },
    purgeUnconfirmed: (before) => changed(sql.PURGE_UNCONFIRMED, [before]),
  };
}

export function postgresSecrets(pool: Pool) {
  return async (name: string) => {
    await pool.query(numbered(sql.INSERT_SECRET), [name, randomBytes(32).toString('base64url')]);
    const { rows } = await pool.query<{ value: string }>(numbered(sql.SECRET_BY_NAME), [name]);
    return rows[0]!.value;
  };
}
