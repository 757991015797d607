// Requests the standalone server refuses before Next sees them: Next answers some of them with a
// 500 (a path that is not valid percent-encoded UTF-8, TRACE, writes to its build files, the image
// optimiser asked for a local file that is not an image) and renders pages for any method. Pure
// decisions here; scripts/start.mjs puts them in front of Next's request handler.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The methods Next's route handlers know; anything else never reaches them. */
const HANDLER_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']);
const READ_METHODS = new Set(['GET', 'HEAD']);
const READ_ONLY_ALLOW = 'GET, HEAD';
/** What an API route may serve; its own OPTIONS answer names the methods of that route. */
const API_ALLOW = 'GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH';

/** Names of the pictures the image optimiser may be asked for. */
const IMAGE_NAME = /\.(?:png|jpe?g|webp|avif|gif|svg|ico)$/i;

/** Whether every `%` starts an escape and the escapes spell UTF-8. */
export function isWellEncoded(text) {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The routes that serve pictures from elsewhere, answering only with images: the admin host's
 * testimonial photos (app/api/photos) and the editor's uploads (app/api/media).
 */
const PICTURE_ROUTES = ['/api/photos/', '/api/media/'];

/** Whether a local image URL names a picture that exists in one of the `roots` (URL prefix → folder). */
function isLocalImage(url, roots) {
  const pathname = url.split(/[?#]/)[0];
  if (!IMAGE_NAME.test(pathname) || !isWellEncoded(pathname)) return false;
  const decoded = decodeURIComponent(pathname);
  if (decoded.includes('\0') || decoded.split('/').includes('..')) return false;
  return roots.some(
    ([prefix, root]) =>
      decoded.startsWith(prefix) && existsSync(path.join(root, decoded.slice(prefix.length))),
  );
}

/**
 * The refusal for a request, or null to let Next answer it. `roots` maps URL prefixes to the
 * folders that serve them, for checking the image optimiser's local sources.
 * @param {string} method
 * @param {string} target the request target as sent (path and query, still encoded)
 * @param {[string, string][]} roots
 * @returns {{ status: 400 | 405; allow?: string; reason: string } | null}
 */
export function refusal(method, target, roots) {
  // The absolute form (`GET http://host/path`), which a server must accept, names the same path.
  const url = target.replace(/^https?:\/\/[^/?#]*/i, '') || '/';
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!pathname.startsWith('/') || !isWellEncoded(pathname))
    return { status: 400, reason: 'Malformed request path' };

  const under = (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if (under('/api') || under('/cms-api')) {
    return HANDLER_METHODS.has(method)
      ? null
      : { status: 405, allow: API_ALLOW, reason: 'Method not allowed' };
  }
  // The editor's pages call Payload's server functions with POST on their own address.
  const editorAction = under('/admin') && method === 'POST';
  if (!READ_METHODS.has(method) && !editorAction)
    return { status: 405, allow: READ_ONLY_ALLOW, reason: 'Method not allowed' };

  if (pathname === '/_next/image') {
    const source = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1)).get('url');
    const local = source?.startsWith('/') && !source.startsWith('//');
    // Photos and uploads come through the site's own routes, which answer only with images.
    const routed = PICTURE_ROUTES.some((route) => source?.startsWith(route));
    if (local && !routed && !isLocalImage(source, roots))
      return { status: 400, reason: 'No such image' };
  }
  return null;
}

/**
 * The headers Next would add to `pathname` (next.config.ts's headers(), as the build wrote them
 * to routes-manifest.json), so a refusal carries the same security headers as any answer.
 * @param {string} distDir the build's .next folder
 * @returns {(pathname: string) => [string, string][]}
 */
export function configuredHeaders(distDir) {
  const manifestFile = path.join(distDir, 'routes-manifest.json');
  /** @type {{ regex: string; headers: { key: string; value: string }[] }[]} */
  const rules = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8')).headers
    : [];
  const compiled = rules.map((rule) => ({
    pattern: new RegExp(rule.regex),
    headers: rule.headers,
  }));
  return (pathname) =>
    compiled
      .filter((rule) => rule.pattern.test(pathname))
      .flatMap((rule) => rule.headers.map(({ key, value }) => [key, value]));
}

/** A refusal's own headers: never sniffed, never framed, nothing loaded, whatever the build adds. */
const REFUSAL_HEADERS = [
  ['Content-Type', 'text/plain; charset=utf-8'],
  ['Cache-Control', 'no-store'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
];

/**
 * Every header of a refusal: the build's headers for the path, then the refusal's own where the
 * build sets none of that name.
 * @param {[string, string][]} fromBuild
 * @param {string | undefined} allow
 */
export function refusalHeaders(fromBuild, allow) {
  const headers = new Map(fromBuild.map(([key, value]) => [key.toLowerCase(), [key, value]]));
  for (const [key, value] of REFUSAL_HEADERS)
    if (!headers.has(key.toLowerCase()) || key === 'Content-Type' || key === 'Cache-Control')
      headers.set(key.toLowerCase(), [key, value]);
  if (allow) headers.set('allow', ['Allow', allow]);
  return [...headers.values()];
}

/**
 * `listener` behind the guard: refused requests are answered here with the build's headers for
 * their path (`headersFor`), the rest go on to `listener`.
 * @param {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => unknown} listener
 * @param {{ headersFor: (pathname: string) => [string, string][]; imageRoots: [string, string][] }} options
 */
export function guarded(listener, { headersFor, imageRoots }) {
  return (request, response) => {
    const verdict = refusal(request.method ?? '', request.url ?? '', imageRoots);
    if (!verdict) return listener(request, response);
    const pathname = (request.url ?? '/').split('?')[0];
    response.writeHead(
      verdict.status,
      Object.fromEntries(refusalHeaders(headersFor(pathname), verdict.allow)),
    );
    response.end(request.method === 'HEAD' ? undefined : `${verdict.reason}\n`);
  };
}

/**
 * A server's 'connect' listener: CONNECT never reaches a request listener, and without one Node
 * drops the connection unanswered.
 * @param {import('node:http').IncomingMessage} _request
 * @param {import('node:stream').Duplex} socket
 */
export function refuseConnect(_request, socket) {
  const headers = refusalHeaders([], READ_ONLY_ALLOW).map(([key, value]) => `${key}: ${value}\r\n`);
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${headers.join('')}Connection: close\r\n\r\n`);
}
