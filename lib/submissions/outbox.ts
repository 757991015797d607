import 'server-only';
import { randomUUID } from 'node:crypto';
import { trace } from '@opentelemetry/api';
import { submissionTexts } from '@/content/submissions';
import type { SiteStore } from '@/lib/store';
import type { OutboxRow } from '@/lib/store/outbox';
import {
  BackendError,
  type ApplicationInput,
  type Backend,
  type ContactInput,
  type SubmissionResult,
} from '@/lib/backend/types';
import type { Logger } from '@/lib/log';
import { inSpan } from '@/lib/tracing';
import { GIVE_UP_AFTER_MS, retryDelay } from './backoff';
import { contentHash, toPayload, type NewSubmission, type StoredPayload } from './payload';
import { present, type Outcome } from './present';
import { talentPoolRecord } from './talent-pool';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Exported for tests that run the outbox with their own clock and settings. */
export type OutboxOptions = {
  table: SiteStore['outbox'];
  backend: Backend;
  log: Logger;
  now?: () => number;
  random?: () => number;
  firstRetryMs?: number;
  /** How long a delivery may hold a record before another process may take it over. */
  leaseMs?: number;
  /**
   * How long `submit` waits for the first attempt before answering 'received'; unset: until
   * the attempt ends (the admin API's timeout bounds it).
   */
  answerWithinMs?: number;
  /**
   * Given the first attempt when `submit` answers before it ends, so the host keeps it running
   * after the response (the route passes next/server's after()).
   */
  keepAlive?: (attempt: Promise<unknown>) => void;
};

/** What the visitor is told, and the record it is about (a receipt names it). */
type Replayable = Outcome & { replayed?: boolean; record?: { id: string; createdAt: number } };

const recordOf = (row: Pick<OutboxRow, 'id' | 'created_at'>) => ({
  id: row.id,
  createdAt: Number(row.created_at),
});

/**
 * Durable record first, then delivery: `submit` stores the submission (with its resume)
 * before trying the backend once; `runDue` retries what is due; `purge` applies retention.
 * Every delivery carries the record's idempotency key upstream.
 */
export function createOutbox({
  table,
  backend,
  log,
  now = Date.now,
  random = Math.random,
  firstRetryMs,
  leaseMs = 30_000,
  answerWithinMs,
  keepAlive,
}: OutboxOptions) {
  function replay(row: OutboxRow, hash: string): Replayable {
    if (row.content_hash !== hash)
      return { status: 422, body: { success: false, message: submissionTexts.keyReused } };
    if (!row.outcome)
      return { status: 409, body: { success: false, message: submissionTexts.inFlight } };
    return { ...(JSON.parse(row.outcome) as Outcome), replayed: true, record: recordOf(row) };
  }

  /** The answer to a key already used (its first outcome, 409 or 422); null for a new key. */
  async function repeated(submission: NewSubmission): Promise<Replayable | null> {
    const existing = await table.byKey(submission.key);
    return existing ? replay(existing, contentHash(submission.kind, toPayload(submission))) : null;
  }

  async function deliver(row: OutboxRow): Promise<SubmissionResult> {
    const options = { idempotencyKey: row.idempotency_key };
    if (row.kind === 'enquiry')
      return backend.submitEnquiry(JSON.parse(row.payload) as ContactInput, options);
    const { fields, resume } = JSON.parse(row.payload) as Extract<
      StoredPayload,
      { resume: unknown }
    >;
    const input: ApplicationInput = {
      ...fields,
      ...talentPoolRecord(fields.talent_pool_consent, row.created_at),
      resume: {
        bytes: await table.resume(row.id),
        filename: resume.filename,
        contentType: resume.contentType,
      },
    };
    return backend.submitApplication(input, options);
  }

  /** One delivery attempt of a record this process holds, as a span whose `outbox.status` says how it ended. */
  function attempt(row: OutboxRow): Promise<Outcome> {
    return inSpan(
      'outbox.deliver',
      { 'submission.kind': row.kind, 'submission.attempt': row.attempts + 1 },
      () => attemptOnce(row),
    );
  }

  /** Closes or reschedules the record. */
  async function attemptOnce(row: OutboxRow): Promise<Outcome> {
    const attempts = row.attempts + 1;
    let result: SubmissionResult;
    try {
      result = await deliver(row);
    } catch (error) {
      const at = now();
      const retryAfterMs = error instanceof BackendError ? error.retryAfterMs : undefined;
      const nextAttemptAt = at + retryDelay(attempts, { firstRetryMs, retryAfterMs, random });
      const dead = nextAttemptAt > row.created_at + GIVE_UP_AFTER_MS;
      const lastError =
        error instanceof BackendError
          ? `${error.kind} ${error.status}`
          : `internal ${(error as Error)?.name ?? 'Error'}`;
      const outcome = row.outcome ?? JSON.stringify(present(row.kind, 'queued'));
      await table.close(row.id, {
        status: dead ? 'dead' : 'pending',
        attempts,
        nextAttemptAt,
        lastError,
        outcome,
        at,
      });
      trace
        .getActiveSpan()
        ?.setAttributes({ 'outbox.status': dead ? 'dead' : 'pending', 'outbox.error': lastError });
      const fields = { submissionId: row.id, kind: row.kind, attempts, lastError };
      if (dead)
        log.error(
          { ...fields, alert: 'outbox_dead_letter' },
          'outbox_dead: delivery abandoned after 72 h; run `npm run outbox -- show <id>`',
        );
      else log.warn({ ...fields, retryInMs: nextAttemptAt - at }, 'outbox_retry_scheduled');
      return JSON.parse(outcome) as Outcome;
    }
    const outcome = JSON.stringify(present(row.kind, result));
    const status = result.success ? 'delivered' : 'rejected';
    await table.close(row.id, {
      status,
      attempts,
      nextAttemptAt: row.next_attempt_at,
      lastError: null,
      outcome,
      at: now(),
    });
    trace.getActiveSpan()?.setAttribute('outbox.status', status);
    log.info({ submissionId: row.id, kind: row.kind, attempts, status }, 'outbox_closed');
    return JSON.parse(row.outcome ?? outcome) as Outcome;
  }

  /**
   * The first attempt's outcome if it ends within `answerWithinMs`; otherwise 'received', kept
   * as the record's outcome unless the attempt stored its own in the meantime (then that one),
   * so a replay of the key always gets what the visitor was told.
   */
  async function firstAnswer(row: OutboxRow): Promise<Outcome> {
    const first = attempt(row);
    if (answerWithinMs === undefined) return first;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), answerWithinMs);
    });
    const settled = await Promise.race([first, late]);
    clearTimeout(timer);
    if (settled !== 'late') return settled;
    keepAlive?.(
      first.catch((error) =>
        log.error(
          { submissionId: row.id, err: { name: (error as Error)?.name } },
          'outbox_attempt_failed',
        ),
      ),
    );
    return JSON.parse(
      await table.settle(row.id, JSON.stringify(present(row.kind, 'queued'))),
    ) as Outcome;
  }

  return {
    /** Stores, then tries once; a repeated key gets the first outcome (or 409 / 422). */
    async submit(submission: NewSubmission): Promise<Replayable> {
      const earlier = await repeated(submission);
      if (earlier) return earlier;
      const payload = toPayload(submission);
      const hash = contentHash(submission.kind, payload);
      const created = now();
      const row = {
        id: randomUUID(),
        kind: submission.kind,
        idempotency_key: submission.key,
        payload: JSON.stringify(payload),
        content_hash: hash,
        created_at: created,
        in_flight_until: created + leaseMs,
      };
      const resume =
        submission.kind === 'application'
          ? { bytes: submission.input.resume.bytes, filename: submission.input.resume.filename }
          : null;
      try {
        await table.insert(row, resume);
      } catch (error) {
        const raced = await table.byKey(submission.key);
        if (raced) return replay(raced, hash);
        throw error;
      }
      log.info({ submissionId: row.id, kind: submission.kind }, 'outbox_stored');
      const first = await firstAnswer({
        ...row,
        status: 'pending',
        attempts: 0,
        next_attempt_at: created,
        last_error: null,
        outcome: null,
        updated_at: created,
      });
      return { ...first, record: recordOf(row) };
    },

    repeated,

    /**
     * Delivers up to `limit` due records, oldest first, claiming none after `budgetMs`; returns
     * how many were tried. Each is claimed just before its attempt, so its lease (longer than
     * the admin API's timeout) covers the attempt and never runs out while earlier ones are sent.
     */
    async runDue({
      limit = 10,
      budgetMs = Infinity,
    }: { limit?: number; budgetMs?: number } = {}): Promise<number> {
      const started = now();
      let tried = 0;
      for (; tried < limit && now() - started < budgetMs; tried += 1) {
        const at = now();
        const row = await table.claim(at, at + leaseMs);
        if (!row) break;
        await attempt(row);
      }
      return tried;
    },

    /** Deletes delivered and rejected records (and their resumes) closed more than `days` ago. */
    async purge(days: number): Promise<number> {
      const removed = await table.purge(now() - days * DAY_MS);
      if (removed) log.info({ removed, days }, 'outbox_retention_purged');
      return removed;
    },

    depth: () => table.depth(),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
