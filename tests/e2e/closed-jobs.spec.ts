// Issue 19, item 3: a job that leaves the admin API's list leaves its page (404, noindex, no
// JobPosting, on the first request after the jobs watcher's look, never a stale copy), the sitemap,
// the search and the careers list; listed again, it comes back. This spec runs its own site and
// fake admin API, apart from playwright.config.ts's servers: E2E_JOBS_PORT (3622) and
// E2E_JOBS_FAKE_ADMIN_PORT (3623). The watcher looks every 2 s here (JOBS_REFRESH_MS; 60 s by default).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ownServers } from './own-servers';

const PORT = Number(process.env.E2E_JOBS_PORT ?? 3622);
const FAKE_ADMIN_PORT = Number(process.env.E2E_JOBS_FAKE_ADMIN_PORT ?? 3623);
const site = `http://127.0.0.1:${PORT}`;
const fakeAdmin = `http://127.0.0.1:${FAKE_ADMIN_PORT}`;
const REFRESH_MS = 2_000;
/** Long enough for two looks of the watcher, and nothing else asks the site meanwhile. */
const UNTOUCHED_MS = 2 * REFRESH_MS + 1_500;
const JOB = {
  id: '1003',
  path: '/careers/react-frontend-engineer-1003',
  title: 'React Frontend Engineer',
};

const servers = ownServers();
let dataDir: string | undefined;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function jobPage(request: APIRequestContext) {
  const response = await request.get(`${site}${JOB.path}`, { maxRedirects: 0 });
  return {
    status: response.status(),
    cache: response.headers()['x-nextjs-cache'],
    html: await response.text(),
  };
}

/** Where the job is listed: the sitemap, the search API, the careers list's server HTML. */
async function listings(request: APIRequestContext) {
  const sitemap = await (await request.get(`${site}/sitemap.xml`)).text();
  const search = (await (await request.get(`${site}/api/jobs?q=react`)).json()) as {
    jobs: { id: string }[];
  };
  const careers = await (await request.get(`${site}/careers?q=react`)).text();
  return {
    sitemap: sitemap.includes(`${site}${JOB.path}<`),
    search: search.jobs.some((job) => job.id === JOB.id),
    careers: careers.includes(JOB.title),
  };
}

const listAtFakeAdmin = (request: APIRequestContext, hide: string[]) =>
  request.post(`${fakeAdmin}/__jobs`, { data: { hide } });

test.describe('a job closed in the admin', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'closed-jobs-'));
    await servers.startFakeAdmin(FAKE_ADMIN_PORT);
    await servers.startSite(PORT, {
      DATA_DIR: dataDir,
      ADMIN_API_URL: `${fakeAdmin}/admin/api`,
      JOBS_REFRESH_MS: String(REFRESH_MS),
    });
  });

  test.afterAll(async () => {
    await servers.stopAll();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('leaves its page, the sitemap, the search and the list at once, and comes back', async ({
    request,
  }) => {
    const listed = await jobPage(request);
    expect(listed.status).toBe(200);
    expect(listed.html).toContain('"@type":"JobPosting"');
    // The page is kept (ISR): the copy a closing must never let through.
    await expect.poll(async () => (await jobPage(request)).cache, { timeout: 20_000 }).toBe('HIT');
    expect(await listings(request)).toEqual({ sitemap: true, search: true, careers: true });

    expect((await listAtFakeAdmin(request, [JOB.id])).ok()).toBe(true);
    const closedAt = Date.now();
    await pause(UNTOUCHED_MS);
    const gone = await jobPage(request);
    expect(gone.status).toBe(404);
    expect(gone.html).toMatch(/<meta name="robots" content="noindex/);
    expect(gone.html).not.toContain('JobPosting');
    expect(gone.html).toContain('This position is no longer open');
    expect(await listings(request)).toEqual({ sitemap: false, search: false, careers: false });
    expect(Date.now() - closedAt).toBeLessThan(120_000);

    expect((await listAtFakeAdmin(request, [])).ok()).toBe(true);
    await pause(UNTOUCHED_MS);
    const back = await jobPage(request);
    expect(back.status).toBe(200);
    expect(back.html).toContain('"@type":"JobPosting"');
    expect(back.html).not.toMatch(/<meta name="robots" content="noindex/);
    expect(await listings(request)).toEqual({ sitemap: true, search: true, careers: true });
  });
});
