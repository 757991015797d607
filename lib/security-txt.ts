import 'server-only';
import { company } from '@/content/company';
import { securityTxtExpires } from '@/content/security-txt';
import { absoluteUrl } from './site-url';

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability, until when that holds
 * (a fixed date kept in content/security-txt.ts) and the file's own address, which a signed copy
 * would vouch for.
 */
export function securityTxt(): string {
  return [
    `Contact: mailto:${company.email}`,
    `Expires: ${securityTxtExpires}`,
    'Preferred-Languages: en',
    `Canonical: ${absoluteUrl('/.well-known/security.txt')}`,
    '',
  ].join('\n');
}
