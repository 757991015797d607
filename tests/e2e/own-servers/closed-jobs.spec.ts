// A job that leaves the admin API's list leaves its page (404, noindex, no JobPosting, on the
// first request after the jobs watcher's look, never a stale copy), the sitemap, the search and
// the careers list; listed again, it comes back. On the configured site, whose watcher looks
// every second (JOBS_REFRESH_MS; 60 s by default); nothing asks the site while the watcher looks.
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type ConfiguredSite } from './configured-site';

const JOB = {
  id: '1003',
  path: '/careers/react-frontend-engineer-1003',
  title: 'React Frontend Engineer',
};

async function jobPage(request: APIRequestContext, site: string) {
  const response = await request.get(`${site}${JOB.path}`, { maxRedirects: 0 });
  return {
    status: response.status(),
    cache: response.headers()['x-nextjs-cache'],
    html: await response.text(),
  };
}

/** Where the job is listed: the sitemap, the search API, the careers list's server HTML. */
async function listings(request: APIRequestContext, site: string) {
  const sitemap = await (await request.get(`${site}/sitemap.xml`)).text();
  const search = (await (await request.get(`${site}/api/jobs?q=react`)).json()) as {
    jobs: { id: string }[];
  };
  const careers = await (await request.get(`${site}/careers?q=react`)).text();
  return {
    // The sitemap names the build's SITE_URL, whatever port this server listens on.
    sitemap: sitemap.includes(`${JOB.path}</loc>`),
    search: search.jobs.some((job) => job.id === JOB.id),
    careers: careers.includes(JOB.title),
  };
}

/**
 * Changes the admin API's list, then waits, without asking the site, until the watcher has
 * finished a look that began after the change: a look reads the list from its first page, and
 * the watcher starts a look only once the previous one has finished.
 */
async function listAtAdminAndWaitForTheWatcher(
  request: APIRequestContext,
  { fakeAdmin }: ConfiguredSite,
  hide: string[],
) {
  expect((await request.post(`${fakeAdmin.url}/__jobs`, { data: { hide } })).ok()).toBe(true);
  const before = fakeAdmin.state.requests.length;
  const looksSince = () =>
    fakeAdmin.state.requests
      .slice(before)
      .filter((row) => /\/jobs\/public-jobs\.php\?page=1&/.test(row.path)).length;
  await expect.poll(looksSince, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
}

test('a job closed in the admin leaves its page, the sitemap, the search and the list at once, and comes back', async ({
  request,
  configuredSite,
}) => {
  const site = configuredSite.url;
  const listed = await jobPage(request, site);
  expect(listed.status).toBe(200);
  expect(listed.html).toContain('"@type":"JobPosting"');
  // The page is kept (ISR): the copy a closing must never let through.
  await expect
    .poll(async () => (await jobPage(request, site)).cache, { timeout: 20_000 })
    .toBe('HIT');
  expect(await listings(request, site)).toEqual({ sitemap: true, search: true, careers: true });

  const closedAt = Date.now();
  await listAtAdminAndWaitForTheWatcher(request, configuredSite, [JOB.id]);
  const gone = await jobPage(request, site);
  expect(gone.status).toBe(404);
  expect(gone.html).toMatch(/<meta name="robots" content="noindex/);
  expect(gone.html).not.toContain('JobPosting');
  expect(gone.html).toContain('This Position Is No Longer Open');
  expect(await listings(request, site)).toEqual({ sitemap: false, search: false, careers: false });
  expect(Date.now() - closedAt).toBeLessThan(120_000);

  await listAtAdminAndWaitForTheWatcher(request, configuredSite, []);
  const back = await jobPage(request, site);
  expect(back.status).toBe(200);
  expect(back.html).toContain('"@type":"JobPosting"');
  expect(back.html).not.toMatch(/<meta name="robots" content="noindex/);
  expect(await listings(request, site)).toEqual({ sitemap: true, search: true, careers: true });
});
