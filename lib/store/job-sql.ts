import 'server-only';
/**
 * The job tables and statements, the same SQL in both adapters (`?` placeholders; PostgreSQL's
 * adapter numbers them with `numbered`). Every conditional write is the claim: of several
 * instances recording one change, or taking one digest, exactly one changes the row.
 */
export const JOB_TABLES = `
  CREATE TABLE job_states (
    job_id TEXT PRIMARY KEY, url TEXT NOT NULL, fingerprint TEXT NOT NULL, open INTEGER NOT NULL,
    version INTEGER NOT NULL, observed_at BIGINT NOT NULL, opened_at BIGINT NOT NULL, changed_at BIGINT NOT NULL);
  CREATE TABLE search_pings (
    id TEXT PRIMARY KEY, change_key TEXT NOT NULL UNIQUE, engine TEXT NOT NULL, url TEXT NOT NULL,
    action TEXT NOT NULL CHECK (action IN ('updated', 'deleted')),
    status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'rejected', 'dead')),
    attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at BIGINT NOT NULL, in_flight_until BIGINT,
    last_error TEXT, created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL);
  CREATE INDEX search_pings_due ON search_pings (engine, status, next_attempt_at);
  CREATE TABLE job_alerts (
    id TEXT PRIMARY KEY, email TEXT NOT NULL, keywords TEXT NOT NULL, location TEXT NOT NULL, type TEXT NOT NULL,
    created_at BIGINT NOT NULL, confirmed_at BIGINT, last_digest_at BIGINT, notified_through BIGINT NOT NULL,
    UNIQUE (email, keywords, location, type));
  CREATE TABLE site_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

/** A new job, or one edited or reopened (unless an observation later than this one was recorded). */
export const UPSERT_OPEN_JOB = `INSERT INTO job_states
    (job_id, url, fingerprint, open, version, observed_at, opened_at, changed_at) VALUES (?, ?, ?, 1, 1, ?, ?, ?)
  ON CONFLICT (job_id) DO UPDATE SET url = excluded.url, fingerprint = excluded.fingerprint,
    opened_at = CASE WHEN job_states.open = 1 THEN job_states.opened_at ELSE excluded.opened_at END,
    open = 1, version = job_states.version + 1, observed_at = excluded.observed_at, changed_at = excluded.changed_at
  WHERE (job_states.fingerprint <> excluded.fingerprint OR job_states.open = 0)
    AND job_states.observed_at < excluded.observed_at
  RETURNING job_id, url, version`;

/** In id order, as the upserts go: instances writing the same rows lock them in one order. */
export const OPEN_JOB_IDS = 'SELECT job_id FROM job_states WHERE open = 1 ORDER BY job_id';

export const CLOSE_JOB = `UPDATE job_states SET open = 0, version = version + 1, observed_at = ?, changed_at = ?
  WHERE job_id = ? AND open = 1 AND observed_at < ? RETURNING job_id, url, version`;

export const QUEUE_PING = `INSERT INTO search_pings
    (id, change_key, engine, url, action, status, attempts, next_attempt_at, created_at, updated_at)
  VALUES (?, ?, ?, ?, ?, 'pending', 0, ?, ?, ?) ON CONFLICT (change_key) DO NOTHING`;

export const CLOSE_PING = `UPDATE search_pings SET status = ?, attempts = ?, next_attempt_at = ?, in_flight_until = NULL,
  last_error = ?, updated_at = ? WHERE id = ?`;

export const PING_COUNTS = 'SELECT status, COUNT(*) AS count FROM search_pings GROUP BY status';

export const PURGE_PINGS =
  "DELETE FROM search_pings WHERE status IN ('sent', 'rejected') AND updated_at < ?";

const ALERT_COLUMNS =
  'id, email, keywords, location, type, created_at, confirmed_at, last_digest_at, notified_through';

export const INSERT_ALERT = `INSERT INTO job_alerts (${ALERT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, NULL, NULL, ?)
  ON CONFLICT (email, keywords, location, type) DO NOTHING`;

export const ALERT_BY_FILTERS = `SELECT ${ALERT_COLUMNS} FROM job_alerts
  WHERE email = ? AND keywords = ? AND location = ? AND type = ?`;

export const ALERT_BY_ID = `SELECT ${ALERT_COLUMNS} FROM job_alerts WHERE id = ?`;

/** Only confirmed ones: subscriptions someone else made for the address never lock its owner out. */
export const COUNT_CONFIRMED_FOR =
  'SELECT COUNT(*) AS count FROM job_alerts WHERE email = ? AND confirmed_at IS NOT NULL';

/** Confirming also starts the subscriber's news from that moment: jobs already open are not news. */
export const CONFIRM_ALERT = `UPDATE job_alerts SET confirmed_at = COALESCE(confirmed_at, ?),
  notified_through = CASE WHEN confirmed_at IS NULL THEN ? ELSE notified_through END WHERE id = ?`;

export const REMOVE_ALERT = 'DELETE FROM job_alerts WHERE id = ?';
export const REMOVE_ALERTS_FOR = 'DELETE FROM job_alerts WHERE email = ?';

export const DUE_ALERTS = `SELECT ${ALERT_COLUMNS} FROM job_alerts WHERE confirmed_at IS NOT NULL
  AND (last_digest_at IS NULL OR last_digest_at <= ?) ORDER BY created_at`;

export const CLAIM_DIGEST = `UPDATE job_alerts SET last_digest_at = ?, notified_through = ?
  WHERE id = ? AND confirmed_at IS NOT NULL AND (last_digest_at IS NULL OR last_digest_at <= ?)`;

export const RELEASE_DIGEST =
  'UPDATE job_alerts SET last_digest_at = ?, notified_through = ? WHERE id = ?';

export const PURGE_UNCONFIRMED =
  'DELETE FROM job_alerts WHERE confirmed_at IS NULL AND created_at < ?';

export const INSERT_SECRET =
  'INSERT INTO site_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING';
export const SECRET_BY_NAME = 'SELECT value FROM site_secrets WHERE name = ?';

/** The queue key of one engine's notification of one recorded change: the same change is queued once. */
export const changeKey = (engine: string, jobId: string, version: number) =>
  `${engine}:${jobId}:${version}`;
