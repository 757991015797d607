import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature a mailed link carries (job alerts, data requests): HMAC-SHA256 of its parts,
 * joined by ':', with a secret of the site. Only the mailbox that received the link knows it.
 */
export function signParts(secret: string, parts: readonly string[]): string {
  return createHmac('sha256', secret).update(parts.join(':')).digest('base64url');
}

/** Whether `signature` is the one of `parts`, compared in constant time. */
export function isSignedBy(secret: string, parts: readonly string[], signature: string): boolean {
  const expected = Buffer.from(signParts(secret, parts));
  const given = Buffer.from(signature);
  return (
    given.length === expected.length &&
    timingSafeEqual(new Uint8Array(given), new Uint8Array(expected))
  );
}
