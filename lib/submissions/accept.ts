import 'server-only';
import { randomUUID } from 'node:crypto';
import { submissionTexts } from '@/content/submissions';
import type { Logger } from '@/lib/log';
import { afterResponse } from '@/lib/http/after-response';
import { consume, consumeRequest } from '@/lib/rate-limit';
import { drainOutbox, getOutbox } from '.';
import { isValidKey, type NewSubmission } from './payload';
import type { Outcome } from './present';

/** The hidden field humans never see or reach; bots that fill every input fill it. */
export const HONEYPOT_FIELD = 'website';

export const isHoneypotFilled = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '';

/**
 * The form's Idempotency-Key (header for fetch, hidden field for a plain post); a fresh one
 * when the client sent none, null when what it sent is not a key.
 */
export function idempotencyKey(request: Request, field: unknown): string | null {
  const sent =
    request.headers.get('idempotency-key') ?? (typeof field === 'string' && field ? field : null);
  if (sent === null) return randomUUID();
  return isValidKey(sent) ? sent : null;
}

export const badKey: Outcome = {
  status: 400,
  body: { success: false, message: submissionTexts.badKey },
};

type Answer = {
  outcome: Outcome;
  headers?: Record<string, string>;
  /** The stored record answered about, and whether it was stored by an earlier request. */
  record?: { id: string; createdAt: number; replayed: boolean };
};

/** Null when the client may go on (`retryAfter` null); otherwise the 429 answer with its Retry-After. */
function tooMany(retryAfter: number | null): Answer | null {
  if (retryAfter === null) return null;
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  const outcome = {
    status: 429,
    body: { success: false, message: submissionTexts.rateLimited(minutes) },
  };
  return { outcome, headers: { 'Retry-After': String(retryAfter) } };
}

/** The cheap per-client limit a form route applies before it reads the body; null to go on. */
export async function limitRequest(request: Request): Promise<Answer | null> {
  return tooMany(await consumeRequest(request));
}

/** Records a few due deliveries after the response too, so the outbox drains without a cron while submissions come in. */
const OPPORTUNISTIC_DRAIN = { limit: 3, budgetMs: 15_000 };

/**
 * Takes a valid submission: stores it and tries delivery, or 429 when the client is over its
 * limit. A repeated key is answered first (its first outcome, 409 while in flight, 422 with
 * other content), so resending after a network error never spends a rate-limit point.
 */
export async function accept(
  request: Request,
  submission: NewSubmission,
  log: Logger,
): Promise<Answer> {
  try {
    const outbox = await getOutbox();
    let outcome = await outbox.repeated(submission);
    if (!outcome) {
      const limited = tooMany(await consume(submission.kind, request));
      if (limited) return limited;
      outcome = await outbox.submit(submission);
      afterResponse(() =>
        drainOutbox(OPPORTUNISTIC_DRAIN).catch((error) =>
          log.warn({ err: { name: (error as Error)?.name } }, 'outbox_drain_after_failed'),
        ),
      );
    }
    const { record, replayed, ...answered } = outcome;
    return {
      outcome: answered,
      headers: replayed ? { 'Idempotent-Replayed': 'true' } : undefined,
      record: record && { ...record, replayed: Boolean(replayed) },
    };
  } catch (error) {
    log.error({ err: { name: (error as Error)?.name } }, `${submission.kind}_store_failed`);
    return {
      outcome: { status: 503, body: { success: false, message: submissionTexts.storeFailed } },
    };
  }
}
