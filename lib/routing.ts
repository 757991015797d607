import 'server-only';
import type { KnownRoutes } from '@/lib/cms/published-routes';
import { trimEnd } from '@/lib/shared/trim';

/**
 * The proxy's rules, kept pure so unit tests can cover every one of them.
 * A decision is either to let the request through or to redirect it.
 */
type RouteDecision = { kind: 'next' } | { kind: 'redirect'; location: string; status: 307 | 308 };

const staffingSlugs = [
  'permanent-staffing',
  'contract-staffing',
  'it-staffing',
  'executive-search',
  'payroll-services',
  'localization-staffing',
] as const;

/** Old addresses of the previous site and the cookies alias, all lowercase. Test seam. */
export const legacyRedirects: ReadonlyMap<string, string> = new Map([
  ...staffingSlugs.map((slug) => [`/services/staffing/${slug}`, `/services/${slug}`] as const),
  ['/services/technology/application-development', '/services/application-development'],
  ['/services/technology/application-support', '/services/application-support'],
  ['/services/technology/iot', '/services/internet-of-things'],
  ['/services/technology/digital-marketing', '/services/digital-marketing'],
  ['/services/technology/ai', '/services/artificial-intelligence'],
  ['/services/technology/rpa', '/services/robotics-process-automation'],
  ['/cookies', '/cookies-policy'],
]);

/** RFC 8615's machine-read files (security.txt): answered as asked, or 404, never redirected. */
const WELL_KNOWN = '/.well-known/';

/**
 * Paths whose last segment names data rather than a fixed page (job pages, insights and case
 * studies published in the CMS; lowercase slugs).
 */
const dynamicPrefixes = ['/careers/', '/insights/', '/case-studies/'] as const;

function stripTrailingSlash(path: string): string {
  return path.length > 1 ? trimEnd(path, /\//) : path;
}

export function decideRoute(
  pathname: string,
  search: string,
  { paths, moved }: KnownRoutes,
): RouteDecision {
  if (pathname.startsWith(WELL_KNOWN)) return { kind: 'next' };
  const path = stripTrailingSlash(pathname);
  const lower = path.toLowerCase();
  const legacyTarget = legacyRedirects.get(lower);
  if (legacyTarget) return { kind: 'redirect', location: legacyTarget + search, status: 308 };

  const isDynamic = dynamicPrefixes.some(
    (prefix) => lower.startsWith(prefix) && lower.length > prefix.length,
  );
  // A record's old address, unless a published record has taken it since.
  const movedTo = paths.has(lower) ? undefined : moved.get(lower);
  if (movedTo) return { kind: 'redirect', location: movedTo + search, status: 308 };
  if (paths.has(lower) || isDynamic) {
    if (path !== pathname || path !== lower)
      return { kind: 'redirect', location: lower + search, status: 308 };
    return { kind: 'next' };
  }
  return { kind: 'redirect', location: '/', status: 307 };
}
