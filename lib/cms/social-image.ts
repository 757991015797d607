import 'server-only';
import type { Media } from '@/cms/payload-types';
import type { SocialImage } from '@/content/types';

type File = Pick<Media, 'filename' | 'width' | 'height' | 'mimeType'>;

function served(file: File | null | undefined, alt: string): SocialImage | undefined {
  if (!file?.filename || !file.width || !file.height || !file.mimeType) return undefined;
  const url = `/api/media/${encodeURIComponent(file.filename)}`;
  return { url, width: file.width, height: file.height, alt, type: file.mimeType };
}

/**
 * A page's social image (an upload field read at depth 1) as og:image: the media's 1200 × 630
 * crop when Payload made one (it makes none from a smaller upload), else the upload itself,
 * served by the site's media route (the CMS's own file URLs need a login). Nothing when the field
 * is empty or not populated: the page keeps its generated card.
 */
export function socialImageFromCms(
  value: number | Media | null | undefined,
): SocialImage | undefined {
  if (!value || typeof value !== 'object') return undefined;
  return served(value.sizes?.social, value.alt) ?? served(value, value.alt);
}
