import { JSDOM } from 'jsdom';
import { fixtureJobs } from './fixtures/jobs';

const getAllJobs = jest.fn();
jest.mock('@/lib/jobs/all-jobs', () => ({ getAllJobs: () => getAllJobs() }));
// The company's name as a seeded store publishes it.
jest.mock('@/lib/cms/global', () => jest.requireActual('./fixtures/seeded-globals'));

const { GET } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@/app/(site)/careers/feed.xml/route') as typeof import('@/app/(site)/careers/feed.xml/route');

const itemLinks = (xml: string) =>
  [
    ...new JSDOM(xml, { contentType: 'application/xml' }).window.document.querySelectorAll(
      'item > link',
    ),
  ].map((link) => link.textContent);

describe('GET /careers/feed.xml', () => {
  it('lists exactly the open jobs of the shared list, a closed one absent', async () => {
    const open = fixtureJobs.filter((job) => job.id !== '3');
    getAllJobs.mockResolvedValue(open);
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const links = itemLinks(await response.text());
    expect(links).toHaveLength(26);
    expect(links).toContain(
      'http://localhost:3000/careers/consultant-1-1?utm_source=rss&utm_medium=feed',
    );
    expect(links.some((link) => link?.includes('-3?'))).toBe(false);
  });

  it('answers 503 rather than an empty feed while the jobs cannot be read', async () => {
    getAllJobs.mockRejectedValue(new Error('admin API down'));
    const response = await GET();
    expect(response.status).toBe(503);
  });
});
