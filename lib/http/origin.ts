import 'server-only';

/**
 * A browser says where a request comes from (Sec-Fetch-Site, Origin): anything but this site
 * is refused. A request without either header is not from a browser page and gains nothing
 * from a forged origin, so it passes to the usual validation.
 */
export function isCrossSite(request: Request, siteUrl: string): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const allowed = new Set([new URL(siteUrl).origin, new URL(request.url).origin]);
  const host = request.headers.get('host');
  if (host) allowed.add(`${new URL(request.url).protocol}//${host}`);
  return !allowed.has(origin);
}

/** The media type of the body, lower-case, without parameters. */
export function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}
