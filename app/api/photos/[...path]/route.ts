import { withApi } from '@/lib/http/api-response';
import { fetchAdminPhoto } from '@/lib/photos/admin-photo';
import { consumeExpensive } from '@/lib/rate-limit';

export const dynamic = 'force-dynamic';

/**
 * GET /api/photos/<path>: the admin host's photo at <path>, for whatever admin host this server
 * is configured with (ADMIN_PUBLIC_ORIGIN, else ADMIN_API_URL's origin), when a testimonial
 * shows it (any other path is 404); limited per client (RATE_LIMIT_PHOTOS). next/image asks for
 * it as a local image and caches its optimised copies; browsers keep it a day.
 */
export const GET = withApi('photos', async (request, api) => {
  const wait = await consumeExpensive('photo', request);
  if (wait !== null) return api.json(429, { error: 'too-many' }, { 'Retry-After': String(wait) });
  const segments = new URL(request.url).pathname
    .split('/')
    .slice(3)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return '';
      }
    });
  const photo = await fetchAdminPhoto(segments);
  if (photo.kind === 'missing') return api.json(404, { error: 'not-found' });
  if (photo.kind === 'unreachable') return api.json(502, { error: 'admin-unreachable' });
  return new Response(new Uint8Array(photo.body), {
    headers: {
      'Content-Type': photo.contentType,
      'Cache-Control': 'public, max-age=86400',
      'X-Request-Id': api.requestId,
    },
  });
});
