import 'server-only';
import type { Media } from '@/cms/payload-types';
import type { Photo } from '@/content/types';

/** A value that is a media document as Payload gives it at depth 1 (an upload field's record). */
export const isMedia = (value: object): value is Media =>
  'filename' in value && 'mimeType' in value && 'alt' in value;

/**
 * An upload as pages show it: the file served by the site's media route (the CMS's own file URLs
 * need a login), its size, its description and its focal point (the middle when unset). Nothing
 * when the file is missing its name or size.
 */
export function photoFromMedia(media: Media): Photo | undefined {
  if (!media.filename || !media.width || !media.height) return undefined;
  return {
    src: `/api/media/${encodeURIComponent(media.filename)}`,
    alt: media.alt,
    width: media.width,
    height: media.height,
    focalX: media.focalX ?? 50,
    focalY: media.focalY ?? 50,
  };
}
