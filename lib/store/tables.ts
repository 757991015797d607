import 'server-only';

/**
 * The store's tables as its modules read and write them, on both databases. Times the store
 * records are epoch milliseconds from the caller's clock. A resume's bytes are no column here:
 * each adapter keeps them its own way (sqlite.ts, postgres.ts).
 */

/** What a row delivered with retries keeps about its attempts (the outbox's submissions, search pings). */
export type Attempts<S extends string> = {
  status: S;
  attempts: number;
  next_attempt_at: number;
  in_flight_until: number | null;
  last_error: string | null;
  updated_at: number;
};

export type Kind = 'enquiry' | 'application';
export type OutboxStatus = 'pending' | 'delivered' | 'rejected' | 'dead';
/** An outbox record (lib/submissions), every enquiry and application kept before delivery. */
export type OutboxRow = Attempts<OutboxStatus> & {
  id: string;
  kind: Kind;
  idempotency_key: string;
  /** JSON of the fields (for an application, the resume's description, never its bytes). */
  payload: string;
  content_hash: string;
  /** JSON of the first answer the visitor got, replayed for a repeated key. */
  outcome: string | null;
  created_at: number;
};

export type IndexAction = 'updated' | 'deleted';
export type PingStatus = 'pending' | 'sent' | 'rejected' | 'dead';
/** A notification to a search engine, one per engine and recorded job change (`change_key`). */
export type SearchPingRow = Attempts<PingStatus> &
  Record<'id' | 'change_key' | 'engine' | 'url', string> & {
    action: IndexAction;
    created_at: number;
  };

export type JobAlertFilters = { keywords: string; location: string; type: string };
export type NewJobAlert = JobAlertFilters & { id: string; email: string; created_at: number };
/** A job-alert subscription (double opt-in). */
export type JobAlert = NewJobAlert & {
  confirmed_at: number | null;
  last_digest_at: number | null;
  /** Jobs that opened after this time are new to the subscriber. */
  notified_through: number;
};

/** A data-principal request (lib/data-requests) kept until its mailbox confirms it (`payload`: JSON of the request). */
export type PendingDataRequest = { id: string; email: string; payload: string; created_at: number };

type Text<K extends string> = Record<K, string>;
export type EnquiryRecord = Text<
  'full_name' | 'email' | 'phone' | 'service' | 'subject' | 'message'
>;

/** Field Core Web Vitals: counts per page, metric, day (UTC 'YYYY-MM-DD') and bucket or attributed element. */
type Counted = { day: string; page: string; metric: string; samples: number };

export type Database = {
  submissions: OutboxRow;
  search_pings: SearchPingRow;
  job_alerts: JobAlert;
  data_requests: PendingDataRequest;
  /** The alerts lib/alerts announces, one row per kind. */
  alerts: { kind: string; firing: boolean; announced_at: number };
  /** Each job's last recorded state (`open` 1 or 0), to tell search engines and job alerts about changes once. */
  job_states: Text<'job_id' | 'url' | 'fingerprint'> &
    Record<'open' | 'version' | 'observed_at' | 'opened_at' | 'changed_at', number>;
  /** When the store first saw a job the admin API sent undated. */
  job_first_seen: { job_id: string; first_seen_at: number };
  site_secrets: { name: string; value: string };
  vitals: Counted & { bucket: number };
  vitals_targets: Counted & { target: string };
  /** The embedded backend's (no ADMIN_API_URL) demo testimonials, served as the admin API sends them. */
  testimonials: Text<'name' | 'designation' | 'message'> & {
    id?: number;
    profile_image: string | null;
    /** The admin API's own wall-clock text ('2026-09-14 10:30:00'), not a time the store records. */
    created_at: string;
  };
  /** The embedded backend's demo jobs, each the admin API's JSON. */
  jobs: { id: number; position: number; data: string };
  /** Enquiries the embedded backend received. */
  enquiries: EnquiryRecord & { id: string; created_at: number };
  /** Applications the embedded backend received (`fields`: JSON of the fields without the resume). */
  applications: Text<'id' | 'job_id' | 'fields' | 'resume_type' | 'resume_sha256'> & {
    resume_size: number;
    created_at: number;
  };
  /** rate-limiter-flexible's RateLimiterPostgres table (PostgreSQL only). */
  rate_limits: { key: string; points: number; expire: number | null };
};

/** The tables that keep a resume's bytes with each row, the adapter's way. */
export type ResumeTable = 'submissions' | 'applications';
