import 'server-only';

/**
 * What the site keeps about jobs beyond the admin API's list: each job's last recorded state
 * (to tell search engines and job alerts about changes once, whichever instance sees them),
 * the queue of search-engine notifications, and job-alert subscriptions. Times are epoch ms.
 */

/** Exported for tests. */
export type ObservedJob = { jobId: string; url: string; fingerprint: string };
export type IndexAction = 'updated' | 'deleted';

/** A change one caller recorded: no other caller, on any instance, is handed the same one. */
export type JobChange = { jobId: string; url: string; action: IndexAction; version: number };

export type JobDates = { openedAt: number; changedAt: number };

export interface JobStateTable {
  /**
   * Records the open jobs as read at `observedAt`: a new or edited job is 'updated', one that is no
   * longer listed is 'deleted'. An observation older than a job's last recorded change never
   * overrides it. For each change, one notification per engine in `engines` is queued in the same
   * transaction.
   */
  record(open: ObservedJob[], observedAt: number, engines: readonly string[]): Promise<JobChange[]>;
  /** When each of these jobs last opened and last changed, as recorded. */
  dates(ids: string[]): Promise<Map<string, JobDates>>;
}

export type PingStatus = 'pending' | 'sent' | 'rejected' | 'dead';

export type SearchPing = {
  id: string;
  engine: string;
  url: string;
  action: IndexAction;
  attempts: number;
  created_at: number;
};

type PingClosing = {
  status: PingStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  at: number;
};

/** Notifications to search engines, delivered with retries like the outbox's submissions. */
export interface SearchPingTable {
  /** Up to `limit` due notifications of `engine`, oldest first, leased until `until`; none is ever handed to two callers. */
  claim(engine: string, now: number, until: number, limit: number): Promise<SearchPing[]>;
  close(id: string, closing: PingClosing): Promise<void>;
  counts(): Promise<Record<PingStatus, number>>;
  /** Deletes sent and rejected notifications closed before `before`; returns how many. */
  purge(before: number): Promise<number>;
}

export type JobAlertFilters = { keywords: string; location: string; type: string };

export type JobAlert = JobAlertFilters & {
  id: string;
  email: string;
  created_at: number;
  confirmed_at: number | null;
  last_digest_at: number | null;
  /** Jobs that opened after this time are new to the subscriber. */
  notified_through: number;
};

type NewJobAlert = JobAlertFilters & { id: string; email: string; created_at: number };

/** Job-alert subscriptions (double opt-in): kept until unsubscribed, unconfirmed ones only for a while. */
export interface JobAlertTable {
  /** Stores the subscription, or returns the one with the same email and filters. */
  add(alert: NewJobAlert): Promise<JobAlert>;
  byId(id: string): Promise<JobAlert | undefined>;
  /** Confirmed subscriptions of `email`. */
  countConfirmedFor(email: string): Promise<number>;
  /** Confirms it (once); true when it exists. */
  confirm(id: string, at: number): Promise<boolean>;
  /** True when it existed. */
  remove(id: string): Promise<boolean>;
  /** Deletes every subscription of `email`; returns how many. */
  removeFor(email: string): Promise<number>;
  /** Confirmed subscriptions whose last digest was at or before `before` (or never). */
  due(before: number): Promise<JobAlert[]>;
  /**
   * Takes the digest of `id` for `at` unless one was taken after `before` (another instance, or
   * today's): true when the caller is to send it; jobs up to `through` then count as told.
   */
  claimDigest(id: string, before: number, at: number, through: number): Promise<boolean>;
  /** Puts a claimed digest back when it could not be sent. */
  releaseDigest(id: string, lastDigestAt: number | null, notifiedThrough: number): Promise<void>;
  /** Deletes subscriptions never confirmed that were made before `before`; returns how many. */
  purgeUnconfirmed(before: number): Promise<number>;
}
