import { pages } from '@/content/pages';
import { pageMetadata } from './metadata';

describe.each(pages.map((page) => [page.path, page] as const))(
  'the metadata of %s',
  (path, page) => {
    const metadata = pageMetadata(page);

    it('names its own social card, the same for Open Graph and Twitter', () => {
      const expected = [
        expect.objectContaining({
          url: path === '/' ? '/og' : `/og${path}`,
          width: 1200,
          height: 630,
        }),
      ];
      expect(metadata.openGraph?.images).toEqual(expected);
      expect(metadata.twitter?.images).toEqual(expected);
    });
  },
);
