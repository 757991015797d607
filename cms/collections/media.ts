import type { CollectionConfig } from 'payload';
import { isEditor } from '../access';
import { mediaStorage } from '../media-files';

const storage = mediaStorage();

/** Pictures editors upload: raster images only, resized by sharp; every one needs its alt text. */
export const media: CollectionConfig = {
  slug: 'media',
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: storage.hooks,
  upload: {
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
