import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
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
import type { SqliteDatabase } from './database';

type Changed = { job_id: string; url: string; version: number };

export function sqliteJobStates(db: SqliteDatabase): JobStateTable {
  const upsert = db.prepare(sql.UPSERT_OPEN_JOB);
  const openIds = db.prepare(sql.OPEN_JOB_IDS).pluck();
  const close = db.prepare(sql.CLOSE_JOB);
  const queue = db.prepare(sql.QUEUE_PING);
  const dates = db.prepare('SELECT opened_at, changed_at FROM job_states WHERE job_id = ?');

  return {
    async record(open, observedAt, engines) {
      return db
        .transaction(() => {
          const changes: JobChange[] = [];
          const listed = new Set(open.map((job) => job.jobId));
          for (const job of [...open].sort((a, b) => (a.jobId < b.jobId ? -1 : 1))) {
            const at = observedAt;
            const row = upsert.get(job.jobId, job.url, job.fingerprint, at, at, at) as
              Changed | undefined;
            if (row)
              changes.push({
                jobId: row.job_id,
                url: row.url,
                action: 'updated',
                version: row.version,
              });
          }
          for (const id of openIds.all() as string[]) {
            if (listed.has(id)) continue;
            const row = close.get(observedAt, observedAt, id, observedAt) as Changed | undefined;
            if (row)
              changes.push({
                jobId: row.job_id,
                url: row.url,
                action: 'deleted',
                version: row.version,
              });
          }
          for (const change of changes)
            for (const engine of engines)
              queue.run(
                randomUUID(),
                sql.changeKey(engine, change.jobId, change.version),
                engine,
                change.url,
                change.action,
                observedAt,
                observedAt,
                observedAt,
              );
          return changes;
        })
        .immediate();
    },

    async dates(ids) {
      const result = new Map<string, { openedAt: number; changedAt: number }>();
      for (const id of ids) {
        const row = dates.get(id) as { opened_at: number; changed_at: number } | undefined;
        if (row) result.set(id, { openedAt: row.opened_at, changedAt: row.changed_at });
      }
      return result;
    },
  };
}

export function sqliteSearchPings(db: SqliteDatabase): SearchPingTable {
  // One statement, so two processes can never claim the same row: the lease is the claim.
  const claim = db.prepare(`UPDATE search_pings SET in_flight_until = @until, updated_at = @now
    WHERE id IN (SELECT id FROM search_pings WHERE engine = @engine AND status = 'pending'
      AND next_attempt_at <= @now AND (in_flight_until IS NULL OR in_flight_until <= @now)
      ORDER BY created_at LIMIT @limit)
    RETURNING id, engine, url, action, attempts, created_at`);
  const close = db.prepare(sql.CLOSE_PING);
  const counts = db.prepare(sql.PING_COUNTS);
  const purge = db.prepare(sql.PURGE_PINGS);

  return {
    claim: async (engine, now, until, limit) =>
      (claim.all({ engine, now, until, limit }) as SearchPing[]).sort(
        (a, b) => a.created_at - b.created_at,
      ),
    async close(id, c) {
      close.run(c.status, c.attempts, c.nextAttemptAt, c.lastError, c.at, id);
    },
    async counts() {
      const result: Record<PingStatus, number> = { pending: 0, sent: 0, rejected: 0, dead: 0 };
      for (const row of counts.all() as { status: PingStatus; count: number }[])
        result[row.status] = row.count;
      return result;
    },
    purge: async (before) => purge.run(before).changes,
  };
}

export function sqliteJobAlerts(db: SqliteDatabase): JobAlertTable {
  const insert = db.prepare(sql.INSERT_ALERT);
  const byFilters = db.prepare(sql.ALERT_BY_FILTERS);
  const byId = db.prepare(sql.ALERT_BY_ID);
  const countConfirmedFor = db.prepare(sql.COUNT_CONFIRMED_FOR).pluck();
  const confirm = db.prepare(sql.CONFIRM_ALERT);
  const remove = db.prepare(sql.REMOVE_ALERT);
  const removeFor = db.prepare(sql.REMOVE_ALERTS_FOR);
  const due = db.prepare(sql.DUE_ALERTS);
  const claimDigest = db.prepare(sql.CLAIM_DIGEST);
  const releaseDigest = db.prepare(sql.RELEASE_DIGEST);
  const purge = db.prepare(sql.PURGE_UNCONFIRMED);

  return {
    async add(a) {
      insert.run(a.id, a.email, a.keywords, a.location, a.type, a.created_at, a.created_at);
      return byFilters.get(a.email, a.keywords, a.location, a.type) as JobAlert;
    },
    byId: async (id) => byId.get(id) as JobAlert | undefined,
    countConfirmedFor: async (email) => countConfirmedFor.get(email) as number,
    confirm: async (id, at) => confirm.run(at, at, id).changes === 1,
    remove: async (id) => remove.run(id).changes === 1,
    removeFor: async (email) => removeFor.run(email).changes,
    due: async (before) => due.all(before) as JobAlert[],
    claimDigest: async (id, before, at, through) =>
      claimDigest.run(at, through, id, before).changes === 1,
    async releaseDigest(id, lastDigestAt, notifiedThrough) {
      releaseDigest.run(lastDigestAt, notifiedThrough, id);
    },
    purgeUnconfirmed: async (before) => purge.run(before).changes,
  };
}

export function sqliteSecrets(db: SqliteDatabase) {
  const insert = db.prepare(sql.INSERT_SECRET);
  const select = db.prepare(sql.SECRET_BY_NAME).pluck();
  return async (name: string) => {
    insert.run(name, randomBytes(32).toString('base64url'));
    return select.get(name) as string;
  };
}
