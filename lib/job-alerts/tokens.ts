import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

export type LinkPurpose = 'confirm' | 'unsubscribe';

/** The signature of a subscription's link: HMAC-SHA256 of purpose and id with the site's secret. */
export function signLink(secret: string, purpose: LinkPurpose, id: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');
}

export function isValidLink(secret: string, purpose: LinkPurpose, id: string, signature: string) {
  const expected = Buffer.from(signLink(secret, purpose, id));
  const given = Buffer.from(signature);
  return (
    given.length === expected.length &&
    timingSafeEqual(new Uint8Array(given), new Uint8Array(expected))
  );
}
