import 'server-only';

/**
 * IndexNow's key file lives at the site's root as `/<key>.txt`. The proxy hands such paths to
 * the route that answers the configured key (any other name there is a 404, not a redirect).
 */
const KEY_FILE = /^\/([A-Za-z0-9-]{8,128})\.txt$/;

/** The route a key-file path is served from, or null for any other path. */
export function indexNowKeyFileRoute(pathname: string): string | null {
  const name = KEY_FILE.exec(pathname)?.[1];
  return name ? `/api/indexnow-key/${name}` : null;
}
