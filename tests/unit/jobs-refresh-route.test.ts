import { NextRequest } from 'next/server';
import { jobsWatcherToken } from '@/lib/jobs/watcher-token';
import { fixtureJobs } from './fixtures/jobs';

const refreshAllJobs = jest.fn();
const takeJobsChange = jest.fn();
const revalidatePath = jest.fn();
const noteJobChanges = jest.fn();
jest.mock('@/lib/jobs/all-jobs', () => ({
  refreshAllJobs: () => refreshAllJobs(),
  takeJobsChange: () => takeJobsChange(),
  jobsReadAt: () => 1_000,
}));
jest.mock('@/lib/jobs/changes', () => ({
  noteJobChanges: (...args: unknown[]) => noteJobChanges(...args),
}));
jest.mock('next/cache', () => ({
  revalidatePath: (...args: unknown[]) => revalidatePath(...args),
}));

const { GET } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@/app/api/jobs/refresh/route') as typeof import('@/app/api/jobs/refresh/route');

const get = (authorization?: string) =>
  GET(
    new NextRequest('http://127.0.0.1:3000/api/jobs/refresh', {
      headers: authorization ? { authorization } : {},
    }),
  );

beforeEach(() => {
  refreshAllJobs.mockReset().mockResolvedValue(fixtureJobs);
  takeJobsChange.mockReset().mockReturnValue(false);
  revalidatePath.mockReset();
  noteJobChanges.mockReset().mockResolvedValue(undefined);
});

describe('GET /api/jobs/refresh', () => {
  it.each([undefined, 'Bearer wrong', `Bearer ${'x'.repeat(64)}`])(
    'answers 401 and reads nothing with authorization %j',
    async (authorization) => {
      const response = await get(authorization);
      expect(response.status).toBe(401);
      expect(refreshAllJobs).not.toHaveBeenCalled();
    },
  );

  it("reads the list with the server's own token and expires nothing while it is unchanged", async () => {
    const response = await get(`Bearer ${jobsWatcherToken()}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, open: 27, expired: false });
    expect(refreshAllJobs).toHaveBeenCalledTimes(1);
    expect(revalidatePath).not.toHaveBeenCalled();
    // Changes are recorded on every read (the store knows what is new), with the read's time.
    expect(noteJobChanges).toHaveBeenCalledWith(fixtureJobs, 1_000);
  });

  it('expires every job page, the sitemap and the feed when the open jobs changed', async () => {
    takeJobsChange.mockReturnValue(true);
    refreshAllJobs.mockResolvedValue(fixtureJobs.slice(1));
    const response = await get(`Bearer ${jobsWatcherToken()}`);
    expect(await response.json()).toEqual({ success: true, open: 26, expired: true });
    expect(revalidatePath.mock.calls).toEqual([
      ['/(site)/careers/[slug]', 'page'],
      ['/sitemap.xml'],
      ['/careers/feed.xml'],
    ]);
  });

  it('answers 502 when the list cannot be read', async () => {
    refreshAllJobs.mockRejectedValue(new Error('down'));
    const response = await get(`Bearer ${jobsWatcherToken()}`);
    expect(response.status).toBe(502);
    expect(revalidatePath).not.toHaveBeenCalled();
  });
});
