import 'server-only';
import { env } from './env';

/** Absolute URL on this site for a path ('/about' → 'https://example.com/about'). */
export function absoluteUrl(path = '/'): string {
  return new URL(path, `${env.SITE_URL}/`).toString();
}
