import 'server-only';
import { sql } from 'kysely';
import { demoJobs } from '@/content/demo/jobs';
import { demoTestimonials } from '@/content/demo/testimonials';
import { RESUME_MAX_BYTES } from '@/lib/shared/schemas/application';
import type { Schemaless, StoreKind } from '../context';

/**
 * The schema the two databases' own migration lists (SQLite's seven steps, PostgreSQL's five) had
 * built, made where any of it is missing: a new store gets all of it and the demo content, a
 * store made by those lists keeps its tables and data. The databases differ where a resume's
 * bytes live (a file named in the row, or the row) and in PostgreSQL's shared rate-limit table.
 */
export async function baseline(db: Schemaless, kind: StoreKind) {
  const postgres = kind === 'postgres';
  const seeded = (await db.introspection.getTables()).some((table) => table.name === 'jobs');
  const statements = [
    'job_first_seen (job_id TEXT PRIMARY KEY, first_seen_at TEXT NOT NULL)',
    `testimonials (id ${postgres ? 'SERIAL' : 'INTEGER'} PRIMARY KEY, name TEXT NOT NULL,
      designation TEXT NOT NULL, profile_image TEXT, message TEXT NOT NULL, created_at TEXT NOT NULL)`,
    'jobs (id INTEGER PRIMARY KEY, position INTEGER NOT NULL, data TEXT NOT NULL)',
    `enquiries (id TEXT PRIMARY KEY, full_name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL,
      service TEXT NOT NULL, subject TEXT NOT NULL, message TEXT NOT NULL, created_at TEXT NOT NULL)`,
    `applications (id TEXT PRIMARY KEY, job_id TEXT NOT NULL, fields TEXT NOT NULL,
      ${postgres ? 'resume BYTEA' : 'resume_path TEXT'} NOT NULL, resume_type TEXT NOT NULL,
      resume_size INTEGER NOT NULL, resume_sha256 TEXT NOT NULL, created_at TEXT NOT NULL)`,
    `submissions (id TEXT PRIMARY KEY, kind TEXT NOT NULL CHECK (kind IN ('enquiry', 'application')),
      idempotency_key TEXT NOT NULL UNIQUE, payload TEXT NOT NULL,
      ${postgres ? `resume BYTEA CHECK (octet_length(resume) <= ${RESUME_MAX_BYTES})` : 'resume_path TEXT'},
      content_hash TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'rejected', 'dead')),
      attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at BIGINT NOT NULL, in_flight_until BIGINT,
      last_error TEXT, outcome TEXT, created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL)`,
    'alerts (kind TEXT PRIMARY KEY, firing BOOLEAN NOT NULL, announced_at BIGINT NOT NULL)',
    `vitals (day TEXT NOT NULL, page TEXT NOT NULL, metric TEXT NOT NULL, bucket INTEGER NOT NULL,
      samples INTEGER NOT NULL, PRIMARY KEY (day, page, metric, bucket))`,
    `vitals_targets (day TEXT NOT NULL, page TEXT NOT NULL, metric TEXT NOT NULL, target TEXT NOT NULL,
      samples INTEGER NOT NULL, PRIMARY KEY (day, page, metric, target))`,
    `job_states (job_id TEXT PRIMARY KEY, url TEXT NOT NULL, fingerprint TEXT NOT NULL, open INTEGER NOT NULL,
      version INTEGER NOT NULL, observed_at BIGINT NOT NULL, opened_at BIGINT NOT NULL, changed_at BIGINT NOT NULL)`,
    `search_pings (id TEXT PRIMARY KEY, change_key TEXT NOT NULL UNIQUE, engine TEXT NOT NULL, url TEXT NOT NULL,
      action TEXT NOT NULL CHECK (action IN ('updated', 'deleted')),
      status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'rejected', 'dead')),
      attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at BIGINT NOT NULL, in_flight_until BIGINT,
      last_error TEXT, created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL)`,
    `job_alerts (id TEXT PRIMARY KEY, email TEXT NOT NULL, keywords TEXT NOT NULL, location TEXT NOT NULL,
      type TEXT NOT NULL, created_at BIGINT NOT NULL, confirmed_at BIGINT, last_digest_at BIGINT,
      notified_through BIGINT NOT NULL, UNIQUE (email, keywords, location, type))`,
    'site_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL)',
    'data_requests (id TEXT PRIMARY KEY, email TEXT NOT NULL, payload TEXT NOT NULL, created_at BIGINT NOT NULL)',
    // rate-limiter-flexible's RateLimiterPostgres table; SQLite counts in each process's memory.
    ...(postgres
      ? [
          'rate_limits (key VARCHAR(255) PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire BIGINT)',
        ]
      : []),
  ].map((table) => `CREATE TABLE IF NOT EXISTS ${table}`);
  statements.push(
    'CREATE INDEX IF NOT EXISTS submissions_due ON submissions (status, next_attempt_at)',
    'CREATE INDEX IF NOT EXISTS submissions_closed ON submissions (status, updated_at)',
    'CREATE INDEX IF NOT EXISTS search_pings_due ON search_pings (engine, status, next_attempt_at)',
    'CREATE INDEX IF NOT EXISTS data_requests_created ON data_requests (created_at)',
  );
  for (const statement of statements) await sql.raw(statement).execute(db);
  if (seeded) return;
  await db.insertInto('testimonials').values(demoTestimonials).execute();
  await db
    .insertInto('jobs')
    .values(demoJobs.map((job, position) => ({ id: job.id, position, data: JSON.stringify(job) })))
    .execute();
}
