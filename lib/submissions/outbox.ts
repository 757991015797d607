import type Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { submissionTexts } from '@/content/submissions';
import { BackendError, type ApplicationInput, type Backend, type EnquiryInput, type SubmissionResult } from '@/lib/backend/types';
import type { Logger } from '@/lib/log';
import { GIVE_UP_AFTER_MS, retryDelay } from './backoff';
import { writeDurably } from './durable-file';
import { contentHash, toPayload, type NewSubmission, type StoredPayload } from './payload';
import { present, type Outcome } from './present';
import { records, type Row } from './records';

export type OutboxOptions = {
  db: Database.Database;
  dataDir: string;
  backend: Backend;
  log: Logger;
  now?: () => number;
  random?: () => number;
  firstRetryMs?: number;
  /** How long a delivery may hold a record before another process may take it over. */
  leaseMs?: number;
};

export type Replayable = Outcome & { replayed?: boolean };

/**
 * Durable record first, then delivery: `submit` stores the submission (and fsyncs the resume)
 * before trying the backend once; `runDue` retries what is due. Every delivery carries the
 * record's idempotency key upstream.
 */
export function createOutbox({ db, dataDir, backend, log, now = Date.now, random = Math.random, firstRetryMs, leaseMs = 30_000 }: OutboxOptions) {
  const rows = records(db);

  function replay(row: Row, hash: string): Replayable {
    if (row.content_hash !== hash) return { status: 422, body: { success: false, message: submissionTexts.keyReused } };
    if (!row.outcome) return { status: 409, body: { success: false, message: submissionTexts.inFlight } };
    return { ...(JSON.parse(row.outcome) as Outcome), replayed: true };
  }

  /** The answer to a key already used (its first outcome, 409 or 422); null for a new key. */
  function repeated(submission: NewSubmission): Replayable | null {
    const existing = rows.byKey(submission.key);
    return existing ? replay(existing, contentHash(submission.kind, toPayload(submission))) : null;
  }

  function deliver(row: Row): Promise<SubmissionResult> {
    const options = { idempotencyKey: row.idempotency_key };
    if (row.kind === 'enquiry') return backend.submitEnquiry(JSON.parse(row.payload) as EnquiryInput, options);
    const { fields, resume } = JSON.parse(row.payload) as Extract<StoredPayload, { resume: unknown }>;
    const bytes = new Uint8Array(readFileSync(path.resolve(dataDir, row.resume_path!)));
    const input: ApplicationInput = { ...fields, resume: { bytes, filename: resume.filename, contentType: resume.contentType } };
    return backend.submitApplication(input, options);
  }

  function removeResume(row: Row) {
    if (row.resume_path) rmSync(path.resolve(dataDir, row.resume_path), { force: true });
  }

  /** One delivery attempt of a record this process holds; closes or reschedules it. */
  async function attempt(row: Row): Promise<Outcome> {
    const attempts = row.attempts + 1;
    let result: SubmissionResult;
    try {
      result = await deliver(row);
    } catch (error) {
      const at = now();
      const retryAfterMs = error instanceof BackendError ? error.retryAfterMs : undefined;
      const nextAttemptAt = at + retryDelay(attempts, { firstRetryMs, retryAfterMs, random });
      const dead = nextAttemptAt > row.created_at + GIVE_UP_AFTER_MS;
      const lastError = error instanceof BackendError ? `${error.kind} ${error.status}` : `internal ${(error as Error)?.name ?? 'Error'}`;
      const outcome = row.outcome ?? JSON.stringify(present(row.kind, 'queued'));
      rows.close(row.id, { status: dead ? 'dead' : 'pending', attempts, nextAttemptAt, lastError, outcome, at });
      const fields = { submissionId: row.id, kind: row.kind, attempts, lastError };
      if (dead) log.error({ ...fields, alert: 'outbox_dead_letter' }, 'outbox_dead: delivery abandoned after 72 h; run `npm run outbox -- show <id>`');
      else log.warn({ ...fields, retryInMs: nextAttemptAt - at }, 'outbox_retry_scheduled');
      return JSON.parse(outcome) as Outcome;
    }
    const outcome = JSON.stringify(present(row.kind, result));
    const status = result.success ? 'delivered' : 'rejected';
    rows.close(row.id, { status, attempts, nextAttemptAt: row.next_attempt_at, lastError: null, outcome, at: now() });
    removeResume(row);
    log.info({ submissionId: row.id, kind: row.kind, attempts, status }, 'outbox_closed');
    return JSON.parse(row.outcome ?? outcome) as Outcome;
  }

  return {
    /** Stores, then tries once; a repeated key gets the first outcome (or 409 / 422). */
    async submit(submission: NewSubmission): Promise<Replayable> {
      const earlier = repeated(submission);
      if (earlier) return earlier;
      const payload = toPayload(submission);
      const hash = contentHash(submission.kind, payload);

      const id = randomUUID();
      const created = now();
      let resumePath: string | null = null;
      if (submission.kind === 'application') {
        resumePath = path.join('outbox', `${id}${path.extname(submission.input.resume.filename)}`);
        writeDurably(path.resolve(dataDir, resumePath), submission.input.resume.bytes);
      }
      const row = {
        id, kind: submission.kind, idempotency_key: submission.key, payload: JSON.stringify(payload),
        resume_path: resumePath, content_hash: hash, created_at: created, in_flight_until: created + leaseMs,
      };
      try {
        rows.insert(row);
      } catch (error) {
        if (resumePath) rmSync(path.resolve(dataDir, resumePath), { force: true });
        const raced = rows.byKey(submission.key);
        if (raced) return replay(raced, hash);
        throw error;
      }
      log.info({ submissionId: id, kind: submission.kind }, 'outbox_stored');
      return attempt({ ...row, status: 'pending', attempts: 0, next_attempt_at: created, last_error: null, outcome: null, updated_at: created });
    },

    repeated,

    /**
     * Delivers up to `limit` due records, oldest first; returns how many were tried. Each is
     * claimed just before its attempt, so its lease (longer than the admin API's timeout)
     * covers the attempt and never runs out while earlier records are being sent.
     */
    async runDue(limit = 10): Promise<number> {
      let tried = 0;
      for (; tried < limit; tried += 1) {
        const at = now();
        const row = db.transaction(() => rows.claim(at, at + leaseMs)).immediate();
        if (!row) break;
        await attempt(row);
      }
      return tried;
    },

    depth: () => rows.depth(),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
