import 'server-only';
import { env } from '@/lib/env';

/** Where the site serves the admin host's photos from: next/image optimises them as local images. */
const ADMIN_PHOTO_ROUTE = '/api/photos';

/** What a photo may be: raster types a browser shows, never SVG (it can carry scripts). */
const PHOTO_TYPES = /^image\/(png|jpeg|webp|gif|avif)$/;
/** Larger than any testimonial photo the admin keeps; more is refused unread. */
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;

/** The admin host the photos come from, as configured at run time; null without an admin API. */
function adminPhotoOrigin(): string | null {
  const configured = env.ADMIN_PUBLIC_ORIGIN ?? env.ADMIN_API_URL;
  return configured ? new URL(configured).origin : null;
}

/** The site path that serves `url`, a photo on the admin host. */
export function adminPhotoPath(url: URL): string {
  return `${ADMIN_PHOTO_ROUTE}${url.pathname}`;
}

type PhotoAnswer =
  | { kind: 'photo'; body: ArrayBuffer; contentType: string }
  | { kind: 'missing' }
  | { kind: 'unreachable' };

/**
 * The photo at `segments` (the path below ADMIN_PHOTO_ROUTE) on the admin host: only that host,
 * no redirects (they could lead anywhere), only raster images up to MAX_PHOTO_BYTES.
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
  const body = await response.arrayBuffer();
  if (body.byteLength > MAX_PHOTO_BYTES) return { kind: 'missing' };
  return { kind: 'photo', body, contentType };
}
