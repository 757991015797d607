const mockGetJobBySlug = jest.fn();
jest.mock('@/lib/jobs/all-jobs', () => ({
  getJobBySlug: (slug: string) => mockGetJobBySlug(slug),
}));

import { pages } from '@/content/pages';
import { pagePathOf } from '@/lib/seo/social-image';
import { GET, generateStaticParams } from './route';

const get = (path: string[]) =>
  GET(new Request('http://localhost/og'), { params: Promise.resolve({ path }) });

it('pre-renders a card for every page record', () => {
  expect(
    generateStaticParams()
      .map((params) => pagePathOf(params.path))
      .sort(),
  ).toEqual(pages.map((page) => page.path).sort());
});

it('answers 404 for a path that is no page and for a job that is gone', async () => {
  mockGetJobBySlug.mockResolvedValue(undefined);
  expect((await get(['no-such-page'])).status).toBe(404);
  expect((await get(['services', 'plumbing'])).status).toBe(404);
  expect((await get(['careers', 'closed-role-9'])).status).toBe(404);
  expect(mockGetJobBySlug).toHaveBeenCalledWith('closed-role-9');
});
