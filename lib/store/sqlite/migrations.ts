import 'server-only';
import type Database from 'better-sqlite3';
import { demoJobs } from '@/content/demo/jobs';
import { demoTestimonials } from '@/content/demo/testimonials';
import { DATA_REQUEST_TABLES } from '../data-request-sql';
import { JOB_TABLES } from '../job-sql';
import { VITALS_TABLES } from '../vitals-sql';

type Migration = (db: Database.Database) => void;

/** Append only: each entry is one schema version. */
export const migrations: Migration[] = [
  (db) => {
    db.exec(`
      CREATE TABLE job_first_seen (job_id TEXT PRIMARY KEY, first_seen_at TEXT NOT NULL);
      CREATE TABLE testimonials (
        id INTEGER PRIMARY KEY, name TEXT NOT NULL, designation TEXT NOT NULL,
        profile_image TEXT, message TEXT NOT NULL, created_at TEXT NOT NULL);
      CREATE TABLE jobs (
        id INTEGER PRIMARY KEY, position INTEGER NOT NULL, data TEXT NOT NULL);
      CREATE TABLE enquiries (
        id TEXT PRIMARY KEY, full_name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL,
        service TEXT NOT NULL, subject TEXT NOT NULL, message TEXT NOT NULL, created_at TEXT NOT NULL);
      CREATE TABLE applications (
        id TEXT PRIMARY KEY, job_id TEXT NOT NULL, fields TEXT NOT NULL,
        resume_path TEXT NOT NULL, resume_type TEXT NOT NULL, resume_size INTEGER NOT NULL,
        resume_sha256 TEXT NOT NULL, created_at TEXT NOT NULL);
    `);
    const testimonial = db.prepare(
      'INSERT INTO testimonials (name, designation, profile_image, message, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    for (const t of demoTestimonials)
      testimonial.run(t.name, t.designation, t.profile_image, t.message, t.created_at);
    const job = db.prepare('INSERT INTO jobs (id, position, data) VALUES (?, ?, ?)');
    for (const [position, j] of demoJobs.entries()) job.run(j.id, position, JSON.stringify(j));
  },
  // The outbox: every enquiry and application, kept before delivery (lib/submissions).
  (db) => {
    db.exec(`
      CREATE TABLE submissions (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('enquiry', 'application')),
        idempotency_key TEXT NOT NULL UNIQUE,
        payload TEXT NOT NULL,
        resume_path TEXT,
        content_hash TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'rejected', 'dead')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        in_flight_until INTEGER,
        last_error TEXT,
        outcome TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL);
      CREATE INDEX submissions_due ON submissions (status, next_attempt_at);
    `);
  },
  // Retention deletes closed records by the time they were closed.
  (db) => {
    db.exec('CREATE INDEX submissions_closed ON submissions (status, updated_at)');
  },
  // Alerts announced to ALERT_WEBHOOK_URL (lib/alerts): one row per kind.
  (db) => {
    db.exec(
      'CREATE TABLE alerts (kind TEXT PRIMARY KEY, firing INTEGER NOT NULL, announced_at INTEGER NOT NULL)',
    );
  },
  // Field Core Web Vitals (POST /api/vitals), aggregated per page, metric and day.
  (db) => {
    db.exec(VITALS_TABLES);
  },
  // Job states (search-engine notifications, job alerts), their queue, subscriptions, site secrets.
  (db) => {
    db.exec(JOB_TABLES);
  },
  // Data-principal requests waiting for their mailbox's confirmation.
  (db) => {
    db.exec(DATA_REQUEST_TABLES);
  },
];
