import { makeJob } from './fixtures/jobs';

const mockGetAllJobs = jest.fn();
jest.mock('@/lib/jobs/all-jobs', () => ({ getAllJobs: () => mockGetAllJobs() }));
const mockChangeDates = jest.fn();
jest.mock('@/lib/jobs/change-dates', () => ({ jobChangeDates: () => mockChangeDates() }));

const mockGetInsights = jest.fn();
jest.mock('@/lib/cms/stories', () => ({
  getInsights: () => mockGetInsights(),
  getCaseStudies: async () => [{ slug: 'one-payroll-for-three-plants' }],
}));

// The pages as a seeded store publishes them.
jest.mock('@/lib/cms/content', () => ({
  listPages: async () => jest.requireActual('@/content/pages').pages,
}));

import { pages } from '@/content/pages';
import sitemap from '@/app/sitemap';

const jobs = [
  makeJob(3, { title: 'Java Developer', postedAt: '2026-10-02T09:30:00' }),
  makeJob(41, { title: 'HR Business Partner', postedAt: '2026-11-20T00:00:00.000Z' }),
  makeJob(7, { title: 'Data Analyst', postedAt: null }),
];

beforeEach(() => {
  mockGetAllJobs.mockReset().mockResolvedValue(jobs);
  mockChangeDates.mockReset().mockResolvedValue(new Map());
  mockGetInsights
    .mockReset()
    .mockResolvedValue([{ slug: 'plan-it-hiring', date: '2026-09-16T00:00:00.000Z' }]);
});

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

  it('dates an edited job by its recorded change, when later than its posting', async () => {
    const edited = Date.parse('2026-11-24T06:00:00.000Z');
    mockChangeDates.mockResolvedValue(
      new Map([
        ['3', edited],
        ['41', Date.parse('2026-11-01T00:00:00.000Z')],
        ['7', edited],
      ]),
    );
    const entries = await sitemap();
    const lastmod = (path: string) =>
      entries.find((entry) => new URL(entry.url).pathname === path)?.lastModified;
    expect(lastmod('/careers/java-developer-3')).toEqual(new Date(edited));
    expect(lastmod('/careers/hr-business-partner-41')).toEqual(
      new Date('2026-11-20T00:00:00.000Z'),
    );
    expect(lastmod('/careers/data-analyst-7')).toEqual(new Date(edited));
  });

  it('lists the published insights and case studies', async () => {
    const entries = await sitemap();
    const story = (path: string) => entries.find((entry) => new URL(entry.url).pathname === path);
    expect(story('/insights/plan-it-hiring')?.lastModified).toBe('2026-09-16T00:00:00.000Z');
    expect(story('/case-studies/one-payroll-for-three-plants')).toBeDefined();
  });

  it('keeps the pages when the job list or the stories cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockGetAllJobs.mockRejectedValue(new Error('down'));
    mockGetInsights.mockRejectedValue(new Error('database locked'));
    const paths = (await sitemap()).map((entry) => new URL(entry.url).pathname);
    expect(paths).toEqual(pages.map((page) => page.path));
  });
});
