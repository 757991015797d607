import 'server-only';
import { createHash } from 'node:crypto';

/**
 * The reference number a person quotes about their request: made from the submission's
 * Idempotency-Key, so a resent form is told the same number and the company sees it too.
 */
export function dataRequestReference(key: string): string {
  const digest = createHash('sha256').update(`data-request\n${key}`).digest('hex');
  return `DPR-${digest.slice(0, 8).toUpperCase()}`;
}
