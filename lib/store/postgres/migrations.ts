import 'server-only';
import type { Pool, PoolClient } from 'pg';
import { demoJobs } from '@/content/demo/jobs';
import { demoTestimonials } from '@/content/demo/testimonials';
import { RESUME_MAX_BYTES } from '@/lib/shared/schemas/application';
import { DATA_REQUEST_TABLES } from '../data-request-sql';
import { JOB_TABLES } from '../job-sql';
import { VITALS_TABLES } from '../vitals-sql';

type Migration = (client: PoolClient) => Promise<unknown>;

/** Append only: each entry is one schema version (the same tables as the SQLite store, plus rate limits). */
const migrations: Migration[] = [
  async (client) => {
    await client.query(`
      CREATE TABLE job_first_seen (job_id TEXT PRIMARY KEY, first_seen_at TEXT NOT NULL);
      CREATE TABLE testimonials (
        id SERIAL PRIMARY KEY, name TEXT NOT NULL, designation TEXT NOT NULL,
        profile_image TEXT, message TEXT NOT NULL, created_at TEXT NOT NULL);
      CREATE TABLE jobs (id INTEGER PRIMARY KEY, position INTEGER NOT NULL, data TEXT NOT NULL);
      CREATE TABLE enquiries (
        id TEXT PRIMARY KEY, full_name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL,
        service TEXT NOT NULL, subject TEXT NOT NULL, message TEXT NOT NULL, created_at TEXT NOT NULL);
      CREATE TABLE applications (
        id TEXT PRIMARY KEY, job_id TEXT NOT NULL, fields TEXT NOT NULL, resume BYTEA NOT NULL,
        resume_type TEXT NOT NULL, resume_size INTEGER NOT NULL, resume_sha256 TEXT NOT NULL, created_at TEXT NOT NULL);
      CREATE TABLE submissions (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('enquiry', 'application')),
        idempotency_key TEXT NOT NULL UNIQUE,
        payload TEXT NOT NULL,
        resume BYTEA CHECK (octet_length(resume) <= ${RESUME_MAX_BYTES}),
        content_hash TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'rejected', 'dead')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        in_flight_until BIGINT,
        last_error TEXT,
        outcome TEXT,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL);
      CREATE INDEX submissions_due ON submissions (status, next_attempt_at);
      CREATE INDEX submissions_closed ON submissions (status, updated_at);
      -- rate-limiter-flexible's RateLimiterPostgres table, shared by every instance.
      CREATE TABLE rate_limits (key VARCHAR(255) PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire BIGINT);
    `);
    for (const t of demoTestimonials) {
      await client.query(
        'INSERT INTO testimonials (name, designation, profile_image, message, created_at) VALUES ($1, $2, $3, $4, $5)',
        [t.name, t.designation, t.profile_image, t.message, t.created_at],
      );
    }
    for (const [position, job] of demoJobs.entries()) {
      await client.query('INSERT INTO jobs (id, position, data) VALUES ($1, $2, $3)', [
        job.id,
        position,
        JSON.stringify(job),
      ]);
    }
  },
  // Alerts announced to ALERT_WEBHOOK_URL (lib/alerts): one row per kind.
  (client) =>
    client.query(
      'CREATE TABLE alerts (kind TEXT PRIMARY KEY, firing BOOLEAN NOT NULL, announced_at BIGINT NOT NULL)',
    ),
  // Field Core Web Vitals (POST /api/vitals), aggregated per page, metric and day.
  (client) => client.query(VITALS_TABLES),
  // Job states (search-engine notifications, job alerts), their queue, subscriptions, site secrets.
  (client) => client.query(JOB_TABLES),
  // Data-principal requests waiting for their mailbox's confirmation.
  (client) => client.query(DATA_REQUEST_TABLES),
];

/** Any constant: the lock every instance takes before migrating. */
const MIGRATION_LOCK = 727_001;

/**
 * Brings the schema up to date in one transaction under an advisory lock, so instances that
 * start together migrate one after the other and the later ones find nothing to do.
 */
export async function migrate(pool: Pool) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
    const { rows } = await client.query<{ version: number | null }>(
      'SELECT MAX(version) AS version FROM schema_version',
    );
    const current = rows[0]?.version ?? 0;
    for (const [index, step] of migrations.entries()) {
      if (index + 1 <= current) continue;
      await step(client);
      await client.query('INSERT INTO schema_version (version) VALUES ($1)', [index + 1]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
