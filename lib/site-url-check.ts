import 'server-only';
import { trimEnd } from '@/lib/shared/trim';

const normalised = (url: string) => trimEnd(url.trim(), /\//);

/**
 * Why a server must not start with this SITE_URL, or null when it may: the pre-rendered pages
 * carry the build's SITE_URL (canonical links, sitemap, social cards), so a server told another
 * one would publish two addresses. An unset run-time value takes the build's.
 */
export function siteUrlMismatch(
  atRunTime: string | undefined,
  atBuild: string | undefined,
): string | null {
  if (!atRunTime?.trim() || !atBuild) return null;
  if (normalised(atRunTime) === normalised(atBuild)) return null;
  return (
    `SITE_URL is ${normalised(atRunTime)} here, but this build was made with SITE_URL=${normalised(atBuild)}, ` +
    'which its pre-rendered pages (canonical links, sitemap, social cards) carry. Build again with this ' +
    'SITE_URL, or start with the build’s value (or with SITE_URL unset).'
  );
}
