import 'server-only';
import type { Metadata } from 'next';

/** Where the generated social card of a page lives: '/' → '/og', '/about' → '/og/about'. */
function socialImagePath(pagePath: string): string {
  return pagePath === '/' ? '/og' : `/og${pagePath}`;
}

/** The page path a social card URL's segments stand for: [] → '/', ['services', 'x'] → '/services/x'. */
export function pagePathOf(segments: readonly string[] = []): string {
  return `/${segments.join('/')}`;
}

export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Open Graph and Twitter images of one page; metadataBase makes the URL absolute. */
export function socialImages(pagePath: string, alt: string) {
  const images = [{ url: socialImagePath(pagePath), ...SOCIAL_IMAGE_SIZE, alt, type: 'image/png' }];
  return { openGraph: { images }, twitter: { images } } satisfies Metadata;
}
