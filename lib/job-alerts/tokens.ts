import 'server-only';
import { isSignedBy, signParts } from '@/lib/signed-links';

export type LinkPurpose = 'confirm' | 'unsubscribe';

/** The signature of a subscription's link: its purpose and id, signed with the site's secret. */
export function signLink(secret: string, purpose: LinkPurpose, id: string): string {
  return signParts(secret, [purpose, id]);
}

export function isValidLink(secret: string, purpose: LinkPurpose, id: string, signature: string) {
  return isSignedBy(secret, [purpose, id], signature);
}
