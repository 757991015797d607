import 'server-only';
import { env } from '@/lib/env';
import { readCappedBody } from '@/lib/http/body';
import { createPhotoCache } from './photo-cache';
import { adminPhotoPath } from './photo-path';
import { isTestimonialPhoto } from './testimonial-photos';

/** What a photo may be: raster types a browser shows, never SVG (it can carry scripts). */
const PHOTO_TYPES = /^image\/(?:png|jpeg|webp|gif|avif)$/;
/** Larger than any testimonial photo the admin keeps; more is refused unread. */
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;

/** The admin host the photos come from, as configured at run time; null without an admin API. */
function adminPhotoOrigin(): string | null {
  const configured = env.ADMIN_PUBLIC_ORIGIN ?? env.ADMIN_API_URL;
  return configured ? new URL(configured).origin : null;
}

type PhotoAnswer =
  | { kind: 'photo'; body: Uint8Array; contentType: string }
  | { kind: 'missing' }
  | { kind: 'unreachable' };

const cache = createPhotoCache();

/**
 * The photo at `segments` (the path below ADMIN_PHOTO_ROUTE) on the admin host: only a path a
 * testimonial shows (the route is no way into the rest of the admin host), only that host, no
 * redirects (they could lead anywhere), only raster images, read up to MAX_PHOTO_BYTES and no
 * further whatever the host declares; kept in memory a while.
 */
export async function fetchAdminPhoto(segments: string[]): Promise<PhotoAnswer> {
  const origin = adminPhotoOrigin();
  if (
    !origin ||
    segments.length === 0 ||
    segments.some((segment) => segment === '..' || segment === '.' || segment === '')
  )
    return { kind: 'missing' };
  const url = new URL(segments.map(encodeURIComponent).join('/'), `${origin}/`);
  if (url.origin !== origin) return { kind: 'missing' };
  const path = adminPhotoPath(url);
  const cached = cache.get(path);
  if (cached) return { kind: 'photo', ...cached };
  if (!(await isTestimonialPhoto(path))) return { kind: 'missing' };
  let response: Response;
  try {
    response = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { Accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif' },
    });
  } catch {
    return { kind: 'unreachable' };
  }
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const declaredLength = Number(response.headers.get('content-length') ?? 0);
  if (!response.ok || !PHOTO_TYPES.test(contentType) || declaredLength > MAX_PHOTO_BYTES) {
    await response.body?.cancel();
    return response.status >= 500 ? { kind: 'unreachable' } : { kind: 'missing' };
  }
  let body: Uint8Array | 'too-large';
  try {
    body = await readCappedBody(response, MAX_PHOTO_BYTES);
  } catch {
    return { kind: 'unreachable' };
  }
  if (body === 'too-large') return { kind: 'missing' };
  cache.set(path, { body, contentType });
  return { kind: 'photo', body, contentType };
}
