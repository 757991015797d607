import 'server-only';
import { securityTxtExpires } from '@/content/security-txt';
import { absoluteUrl } from './site-url';

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability (the company's e-mail, from
 * the CMS), until when that holds (a fixed date kept in content/security-txt.ts) and the file's
 * own address, which a signed copy would vouch for.
 */
export function securityTxt(email: string): string {
  return [
    `Contact: mailto:${email}`,
    `Expires: ${securityTxtExpires}`,
    'Preferred-Languages: en',
    `Canonical: ${absoluteUrl('/.well-known/security.txt')}`,
    '',
  ].join('\n');
}
