import 'server-only';
import { createHash } from 'node:crypto';
import { getStore } from '@/lib/store';
import { isSignedBy, signParts } from '@/lib/signed-links';
import { absoluteUrl } from '@/lib/site-url';

const SECRET = 'data-request-links';
const PURPOSE = 'data-request';
/** How long a confirmation link works; a request never confirmed is deleted after it. */
export const LINK_VALID_MS = 48 * 60 * 60_000;
export const CONFIRM_PATH = '/api/data-requests/confirm';

/** The pending request's id, made from the form's Idempotency-Key: a resent form is one request. */
export const pendingId = (key: string) =>
  createHash('sha256').update(`${PURPOSE}\n${key}`).digest('base64url').slice(0, 32);

/** The absolute URL of the signed link that confirms request `id`, valid until `expires` (epoch ms). */
export async function confirmationLink(id: string, expires: number): Promise<string> {
  const secret = await (await getStore()).secret(SECRET);
  const signature = signParts(secret, [PURPOSE, id, String(expires)]);
  return absoluteUrl(
    `${CONFIRM_PATH}?${new URLSearchParams({ s: id, e: String(expires), t: signature })}`,
  );
}

export type LinkCheck = { kind: 'valid'; id: string } | { kind: 'forged' } | { kind: 'expired' };

/** What a confirmation link's query says: a valid request id, a link we did not sign, or one past its time. */
export async function checkLink(query: URLSearchParams, now = Date.now()): Promise<LinkCheck> {
  const [id, expires, signature] = ['s', 'e', 't'].map((name) => query.get(name) ?? '');
  if (!id || id.length > 64 || !/^\d{1,15}$/.test(expires!) || !signature)
    return { kind: 'forged' };
  const secret = await (await getStore()).secret(SECRET);
  if (!isSignedBy(secret, [PURPOSE, id!, expires!], signature!)) return { kind: 'forged' };
  return Number(expires) < now ? { kind: 'expired' } : { kind: 'valid', id: id! };
}
