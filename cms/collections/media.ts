import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload';
import { isEditor } from '../access';
import { mediaStorage } from '../media-files';
import { refusal } from '../refusal';

const storage = mediaStorage();

/**
 * A picture comes only as an uploaded file. Payload fetches a new record's `url` from wherever it
 * points (`filename` and `url` in a create's data; it strips them from the data its hooks see, so
 * the request's own body is read here), and a duplicate's from the original's address; the
 * editor's "paste URL" is off below, and GraphQL refuses createMedia (lib/http/cms-api-checks.ts).
 */
const refuseFileAddress: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const sent = [(args as { data?: unknown }).data, req.data] as ({ url?: unknown } | undefined)[];
  if (operation === 'create' && sent.some((data) => typeof data?.url === 'string'))
    throw refusal('Upload the picture itself: media is never fetched from an address.');
  return args;
};

/** Pictures editors upload: raster images only, resized by sharp; every one needs its alt text. */
export const media: CollectionConfig = {
  slug: 'media',
  disableDuplicate: true,
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    ...storage.hooks,
    beforeOperation: [refuseFileAddress, ...(storage.hooks?.beforeOperation ?? [])],
  },
  upload: {
    pasteURL: false,
    // DATA_DIR/cms-media on SQLite, the table cms.media_files on PostgreSQL (cms/media-files.ts).
    ...storage.upload,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    // Uploads larger than this are cut down to it, so a phone photo never reaches pages at full size.
    resizeOptions: { width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true },
    imageSizes: [
      { name: 'card', width: 800 },
      { name: 'social', width: 1200, height: 630, position: 'centre' },
    ],
    formatOptions: { format: 'webp', options: { quality: 82 } },
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      maxLength: 300,
      admin: { description: 'What the picture shows, read aloud to visitors who cannot see it.' },
    },
  ],
};
