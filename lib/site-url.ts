import 'server-only';
import { env } from './env';
import { isInternalPath } from './shared/internal-path';

/**
 * Absolute URL on this site for a path ('/about' → 'https://example.com/about'). Anything that is
 * not an address on this site (lib/shared/internal-path.ts: `//evil.example/x`, `/\evil.example`,
 * `https://evil.example`) throws: no sitemap entry, link or redirect names another host.
 */
export function absoluteUrl(path = '/'): string {
  if (!isInternalPath(path))
    throw new Error(`Not an address on this site: ${JSON.stringify(path)}`);
  return new URL(path, `${env.SITE_URL}/`).toString();
}
