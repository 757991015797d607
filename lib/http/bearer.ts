import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => new Uint8Array(createHash('sha256').update(value).digest());

/**
 * Whether the request carries `Authorization: Bearer <secret>`; always false without a secret.
 * Compared in constant time (over digests, so the length of the secret does not leak either).
 */
export function hasBearer(request: Request, secret: string | undefined): boolean {
  if (!secret) return false;
  const sent = request.headers.get('authorization') ?? '';
  return timingSafeEqual(digest(sent), digest(`Bearer ${secret}`));
}
