import config from '@payload-config';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getPayload } from 'payload';
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
 * login. Any other name is 404. next/image takes it as a local image and caches its optimised
 * copies; browsers keep it a week.
 */
export const GET = withApi('media', async (request, api) => {
  const name = fileName(new URL(request.url).pathname);
  if (!name) return api.json(404, { error: 'not-found' });
  const payload = await getPayload({ config });
  const { docs } = await payload.find({
    collection: 'media',
    where: {
      or: [
        { filename: { equals: name } },
        { 'sizes.card.filename': { equals: name } },
        { 'sizes.social.filename': { equals: name } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  const media = docs[0];
  if (!media) return api.json(404, { error: 'not-found' });
  const size = Object.values(media.sizes ?? {}).find((entry) => entry?.filename === name);
  const mimeType = size?.mimeType ?? media.mimeType;
  if (!mimeType?.startsWith('image/')) return api.json(404, { error: 'not-found' });
  const { staticDir = '' } = payload.collections.media.config.upload;
  let body: Buffer;
  try {
    // A run-time folder (DATA_DIR): not something the build should trace.
    body = await readFile(
      /* turbopackIgnore: true */ path.join(/* turbopackIgnore: true */ staticDir, name),
    );
  } catch {
    return api.json(404, { error: 'not-found' });
  }
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': mimeType,
      'Cache-Control': 'public, max-age=604800',
      'Content-Security-Policy': "default-src 'none'",
      'X-Request-Id': api.requestId,
    },
  });
});
