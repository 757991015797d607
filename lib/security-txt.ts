import 'server-only';
import { company } from '@/content/company';
import { absoluteUrl } from './site-url';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability, until when that holds
 * (a year from `now`, to the second) and the file's own address, which a signed copy would vouch for.
 */
export function securityTxt(now: Date): string {
  const expires = new Date(now.getTime() + YEAR_MS).toISOString().replace(/\.\d+Z$/, 'Z');
  return [
    `Contact: mailto:${company.email}`,
    `Expires: ${expires}`,
    'Preferred-Languages: en',
    `Canonical: ${absoluteUrl('/.well-known/security.txt')}`,
    '',
  ].join('\n');
}
