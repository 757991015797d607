import { pages } from '@/content/pages';
import { pageMetadata } from './metadata';

describe.each(pages.map((page) => [page.path, page] as const))(
  'the metadata of %s',
  (path, page) => {
    const metadata = pageMetadata(page);

    it('names its own social card once, for Open Graph; X shows it as a large card', () => {
      const expected = [
        expect.objectContaining({
          url: path === '/' ? '/og' : `/og${path}`,
          width: 1200,
          height: 630,
        }),
      ];
      expect(metadata.openGraph?.images).toEqual(expected);
      expect(metadata.twitter).toEqual({ card: 'summary_large_image', images: [] });
    });
  },
);
