import { randomUUID } from 'node:crypto';
import { submissionTexts } from '@/content/submissions';
import { consume, type LimitKind } from '@/lib/rate-limit';
import { isValidKey } from './payload';
import type { Outcome } from './present';

/** The hidden field humans never see or reach; bots that fill every input fill it. */
export const HONEYPOT_FIELD = 'website';

export const isHoneypotFilled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * The form's Idempotency-Key (header for fetch, hidden field for a plain post); a fresh one
 * when the client sent none, null when what it sent is not a key.
 */
export function idempotencyKey(request: Request, field: unknown): string | null {
  const sent = request.headers.get('idempotency-key') ?? (typeof field === 'string' && field ? field : null);
  if (sent === null) return randomUUID();
  return isValidKey(sent) ? sent : null;
}

export const badKey: Outcome = { status: 400, body: { success: false, message: submissionTexts.badKey } };

/** Null when the client may go on; otherwise the 429 answer and its Retry-After seconds. */
export async function rateLimit(kind: LimitKind, request: Request): Promise<{ outcome: Outcome; retryAfter: number } | null> {
  const retryAfter = await consume(kind, request);
  if (retryAfter === null) return null;
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return { outcome: { status: 429, body: { success: false, message: submissionTexts.rateLimited(minutes) } }, retryAfter };
}
