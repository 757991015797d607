import 'server-only';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { VitalMetric } from '@/lib/shared/vitals/histogram.mjs';
import type { JobAlertTable, JobStateTable, SearchPingTable } from './job-tables';

/**
 * Everything the site keeps, behind one interface with two adapters: SQLite in DATA_DIR (the
 * default) and PostgreSQL (DATABASE_URL), so several instances or serverless functions share it.
 * Times are epoch milliseconds from the caller's clock.
 */

export type Kind = 'enquiry' | 'application';
export type Status = 'pending' | 'delivered' | 'rejected' | 'dead';

/** An outbox record without its resume bytes. */
export type OutboxRow = {
  id: string;
  kind: Kind;
  idempotency_key: string;
  /** JSON of the fields (for an application, the resume's description, never its bytes). */
  payload: string;
  content_hash: string;
  status: Status;
  attempts: number;
  next_attempt_at: number;
  in_flight_until: number | null;
  last_error: string | null;
  /** JSON of the first answer the visitor got, replayed for a repeated key. */
  outcome: string | null;
  created_at: number;
  updated_at: number;
};

/** Exported for tests that fill the outbox directly. */
export type NewOutboxRow = Pick<
  OutboxRow,
  'id' | 'kind' | 'idempotency_key' | 'payload' | 'content_hash' | 'created_at' | 'in_flight_until'
>;

export type Closing = {
  status: Status;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  outcome: string;
  at: number;
};

type StoredResume = { bytes: Uint8Array; filename: string };

export interface OutboxTable {
  byKey(key: string): Promise<OutboxRow | undefined>;
  /** Keeps the record and its resume durably; rejects when the key is taken. */
  insert(row: NewOutboxRow, resume: StoredResume | null): Promise<void>;
  resume(id: string): Promise<Uint8Array>;
  /** The oldest due record, leased to the caller until `until`; no two callers ever get the same one. */
  claim(now: number, until: number): Promise<OutboxRow | undefined>;
  /** Ends an attempt; a delivered or rejected record loses its resume bytes. */
  close(id: string, closing: Closing): Promise<void>;
  /** Records `outcome` as what the visitor was told unless one is already stored; returns the stored one. */
  settle(id: string, outcome: string): Promise<string>;
  depth(): Promise<Record<Status, number>>;
  /** When the oldest pending record was created; null when none waits. */
  oldestPendingAt(): Promise<number | null>;
  /** Deletes delivered and rejected records (and resumes) last changed before `before`; returns how many. */
  purge(before: number): Promise<number>;
  /**
   * Makes pending records not attempted since `before` (and not in flight) due at `now`, however
   * long their backoff; returns how many. A scheduled drain's catch-up after an outage.
   */
  expediteWaiting(before: number, now: number): Promise<number>;
}

export type TestimonialRecord = {
  name: string;
  designation: string;
  profile_image: string | null;
  message: string;
  created_at: string;
};
export type EnquiryRecord = {
  full_name: string;
  email: string;
  phone: string;
  service: string;
  subject: string;
  message: string;
};
type ApplicationRecord = {
  job_id: string;
  /** JSON of the application's fields without the resume. */
  fields: string;
  resume: { bytes: Uint8Array; extension: string; contentType: string; sha256: string };
};

/** The embedded backend's data (no ADMIN_API_URL): demo jobs and testimonials, received submissions. */
export interface EmbeddedTables {
  testimonials(): Promise<TestimonialRecord[]>;
  jobsPage(limit: number, offset: number): Promise<{ jobs: unknown[]; total: number }>;
  jobExists(id: number): Promise<boolean>;
  addEnquiry(enquiry: EnquiryRecord): Promise<void>;
  addApplication(application: ApplicationRecord): Promise<void>;
}

/**
 * Which alerts are firing, shared by every instance so each kind is announced once: the
 * conditional update is the claim, as in the outbox.
 */
export interface AlertTable {
  /** Marks `kind` firing unless it already is or was announced after `quietSince`; true when the caller is to announce it. */
  raise(kind: string, now: number, quietSince: number): Promise<boolean>;
  /**
   * Marks `kind` clear if it was announced at or before `observedAt`, when the caller's
   * observation began: an instance that looked before another raised it must not clear it.
   * True when it was firing (the caller announces the recovery).
   */
  clear(kind: string, observedAt: number): Promise<boolean>;
}

/** One field measurement, already reduced to what is kept: its day, page, metric and bucket. Exported for tests. */
export type VitalSample = {
  /** UTC 'YYYY-MM-DD'. */
  day: string;
  page: string;
  metric: VitalMetric;
  bucket: number;
  /** The element the metric is attributed to (LCP's element, INP's target), if any. */
  target: string | null;
};

/** Field Core Web Vitals, aggregated per page, metric and day (`npm run vitals` reads them). */
export interface VitalsTable {
  add(sample: VitalSample): Promise<void>;
  /** How many rows day `day` ('YYYY-MM-DD') holds. */
  rowsOn(day: string): Promise<number>;
  /** Deletes the days before `day` ('YYYY-MM-DD'); returns how many rows. */
  purge(day: string): Promise<number>;
}

/** A data-principal request kept until its mailbox confirms it (`payload`: JSON of the request). */
export type PendingDataRequest = { id: string; email: string; payload: string; created_at: number };

export interface DataRequestTable {
  /** Keeps it; false when a request with this id is kept already. */
  add(request: PendingDataRequest): Promise<boolean>;
  byId(id: string): Promise<PendingDataRequest | undefined>;
  /** True when it existed: the one caller that removes it acts on it. */
  remove(id: string): Promise<boolean>;
  /** Deletes requests made before `before` (never confirmed); returns how many. */
  purge(before: number): Promise<number>;
}

type LimiterOptions = { keyPrefix: string; points: number; duration: number };

export interface SiteStore {
  kind: 'sqlite' | 'postgres';
  outbox: OutboxTable;
  embedded: EmbeddedTables;
  alerts: AlertTable;
  vitals: VitalsTable;
  jobStates: JobStateTable;
  searchPings: SearchPingTable;
  jobAlerts: JobAlertTable;
  dataRequests: DataRequestTable;
  /** A random secret of this site named `name`, made once and the same for every instance. */
  secret(name: string): Promise<string>;
  /** Each id's first-seen ISO date, recording `now` for ids not seen before. */
  firstSeenDates(ids: string[], now?: Date): Promise<Map<string, string>>;
  /** A rate limiter counting where this store keeps counts (process memory for SQLite, a shared table for PostgreSQL). */
  limiter(options: LimiterOptions): RateLimiterAbstract;
  /** Deletes stored rate-limit counters whose window ended before `before`; returns how many. */
  forgetExpiredLimits(before: number): Promise<number>;
  /** Resolves when the store answers a read within `timeoutMs`; writes nothing. */
  check(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}
