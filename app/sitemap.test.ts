import { makeJob } from '@/tests/unit/fixtures/jobs';

const mockGetAllJobs = jest.fn();
jest.mock('@/lib/jobs/all-jobs', () => ({ getAllJobs: () => mockGetAllJobs() }));

import { pages } from '@/content/pages';
import sitemap from './sitemap';

const jobs = [
  makeJob(3, { title: 'Java Developer', postedAt: '2026-10-02T09:30:00' }),
  makeJob(41, { title: 'HR Business Partner', postedAt: '2026-11-20T00:00:00.000Z' }),
  makeJob(7, { title: 'Data Analyst', postedAt: null }),
];

beforeEach(() => mockGetAllJobs.mockReset().mockResolvedValue(jobs));

describe('the sitemap', () => {
  it('lists every open job page once, dated by when the job was posted', async () => {
    const entries = await sitemap();
    const jobEntries = entries.filter((entry) =>
      new URL(entry.url).pathname.startsWith('/careers/'),
    );
    expect(jobEntries.map((entry) => [new URL(entry.url).pathname, entry.lastModified])).toEqual([
      ['/careers/java-developer-3', new Date('2026-10-02T09:30:00')],
      ['/careers/hr-business-partner-41', new Date('2026-11-20T00:00:00.000Z')],
      ['/careers/data-analyst-7', undefined],
    ]);
  });

  it('keeps the pages when the job list cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockGetAllJobs.mockRejectedValue(new Error('down'));
    const paths = (await sitemap()).map((entry) => new URL(entry.url).pathname);
    expect(paths).toEqual(pages.map((page) => page.path));
  });
});
