import 'server-only';
import type { Metadata } from 'next';
import type { SocialImage } from '@/content/types';

/** Where the generated social card of a page lives: '/' → '/og', '/about' → '/og/about'. */
function socialImagePath(pagePath: string): string {
  return pagePath === '/' ? '/og' : `/og${pagePath}`;
}

/** The page path a social card URL's segments stand for: [] → '/', ['services', 'x'] → '/services/x'. */
export function pagePathOf(segments: readonly string[] = []): string {
  return `/${segments.join('/')}`;
}

export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * The Open Graph image of one page (metadataBase makes the URL absolute) and the large X card,
 * which shows that same og:image: X falls back to Open Graph for what its own tags leave out.
 * A picture the editor chose for the page (its social image) stands in for the generated card.
 */
export function socialImages(pagePath: string, alt: string, chosen?: SocialImage) {
  const images = [
    chosen ?? { url: socialImagePath(pagePath), ...SOCIAL_IMAGE_SIZE, alt, type: 'image/png' },
  ];
  return {
    openGraph: { images },
    // An empty list, not none: Next would copy the og:image's five tags into twitter:image*.
    twitter: { card: 'summary_large_image', images: [] },
  } satisfies Metadata;
}
