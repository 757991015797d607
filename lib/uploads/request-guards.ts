/** Checks that run before a multipart body is parsed. */

export const MAX_BODY_BYTES = 6 * 1024 * 1024;

/**
 * A browser tells us where a request comes from (Sec-Fetch-Site, Origin): anything but
 * this site is refused. A request without either header is not from a browser page and
 * gains nothing from a forged origin, so it passes to the usual validation.
 */
export function isCrossSite(request: Request, siteUrl: string): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const allowed = new Set([new URL(siteUrl).origin]);
  const host = request.headers.get('host');
  if (host) allowed.add(`${new URL(request.url).protocol}//${host}`);
  return !allowed.has(origin);
}

export function isMultipart(request: Request): boolean {
  return /^multipart\/form-data;\s*boundary=/i.test(request.headers.get('content-type') ?? '');
}

/** The body, read only up to `max` bytes whatever Content-Length says (it may be absent or lie). */
export async function readCappedBody(request: Request, max = MAX_BODY_BYTES): Promise<Uint8Array | 'too-large'> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > max) return 'too-large';
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return 'too-large';
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
