import { pages } from '@/content/pages';
import { pageMetadata } from './metadata';

// The company's facts as a seeded store publishes them.
jest.mock('@/lib/cms/global', () => jest.requireActual('@/tests/unit/fixtures/seeded-globals'));

describe.each(pages.map((page) => [page.path, page] as const))(
  'the metadata of %s',
  (path, page) => {
    it('names its own social card once, for Open Graph; X shows it as a large card', async () => {
      const metadata = await pageMetadata(page);
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

it('shows the social image an editor chose instead of the generated card', async () => {
  const socialImage = {
    url: '/api/media/team-social.webp',
    width: 1200,
    height: 630,
    alt: 'Our team at the Hyderabad office',
    type: 'image/webp',
  };
  const metadata = await pageMetadata({ ...pages[1]!, socialImage });
  expect(metadata.openGraph?.images).toEqual([socialImage]);
});
