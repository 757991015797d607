import config from '@payload-config';
import { getPayload } from 'payload';
import { findMediaFile } from '@/cms/media-files';
import { withApi } from '@/lib/http/api-response';

export const dynamic = 'force-dynamic';

/** The file name asked for, when it can be one Payload gives: no folders, nothing hidden. */
function fileName(pathname: string): string | null {
  try {
    const name = decodeURIComponent(pathname.slice('/api/media/'.length));
    return name.length <= 255 && !/^\.|[/\\]/.test(name) ? name : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/media/<file>: a picture of the editor's media collection (the upload or one of its
 * sizes, by the file name Payload gave it), for public pages, since the CMS's own API needs a
 * login; from DATA_DIR or PostgreSQL, whichever keeps it (cms/media-files.ts). Any other name is
 * 404. next/image takes it as a local image and caches its optimised copies; browsers keep it a week.
 */
export const GET = withApi('media', async (request, api) => {
  const name = fileName(new URL(request.url).pathname);
  const file = name && (await findMediaFile(await getPayload({ config }), name));
  if (!file) return api.json(404, { error: 'not-found' });
  return new Response(new Uint8Array(file.body), {
    headers: {
      'Content-Type': file.mimeType,
      'Cache-Control': 'public, max-age=604800',
      'Content-Security-Policy': "default-src 'none'",
      'X-Request-Id': api.requestId,
    },
  });
});
