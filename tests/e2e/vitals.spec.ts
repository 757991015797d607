import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { skipSplash } from './helpers';
import { E2E_VITALS_PER_MINUTE, e2eDataDir } from './servers';

type Summary = { page: string; metric: string; samples: number; p75: number; element?: string };

/** The e2e site's field vitals, read as `npm run vitals -- --json` reads them. */
function fieldVitals(page: string): Summary[] {
  const output = execFileSync('node', ['scripts/vitals.mjs', '--json'], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: e2eDataDir },
    encoding: 'utf8',
  });
  return (JSON.parse(output).vitals as Summary[]).filter((row) => row.page === page);
}
const samplesOf = (rows: Summary[], metric: string) =>
  rows.find((row) => row.metric === metric)?.samples ?? 0;

/** Each test its own client address, so other tests' beacons never share its rate limit. */
const client = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });
// On a page the visit test does not read, so its counts move only by its own visit.
const beacon = {
  name: 'FCP',
  value: 900,
  rating: 'good',
  id: 'v5-e2e',
  navigationType: 'navigate',
  page: '/terms',
};

test('a visit lands its Core Web Vitals in the store, without a cookie or an identifier', async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: client(1) });
  const page = await context.newPage();
  await skipSplash(page);
  const before = fieldVitals('/privacy');
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/vitals'))
      sent.push({ ...request.postDataJSON(), cookie: request.headers()['cookie'] });
  });
  const fcp = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/vitals') && response.request().postDataJSON().name === 'FCP',
  );
  await page.goto('/privacy');
  expect((await fcp).status()).toBe(204);
  // LCP is final at the first input.
  const lcp = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/vitals') && response.request().postDataJSON().name === 'LCP',
  );
  await page.keyboard.press('Tab');
  expect((await lcp).status()).toBe(204);

  const lcpBeacon = sent.find((body) => body.name === 'LCP')!;
  expect(Object.keys(lcpBeacon).sort()).toEqual([
    'attribution',
    'cookie',
    'id',
    'name',
    'navigationType',
    'page',
    'rating',
    'value',
  ]);
  expect(lcpBeacon).toMatchObject({
    page: '/privacy',
    navigationType: 'navigate',
    cookie: undefined,
    attribution: { element: expect.stringMatching(/^[a-z0-9#>-]+$/) },
  });
  expect(await context.cookies()).toEqual([]);

  const after = fieldVitals('/privacy');
  expect(samplesOf(after, 'FCP')).toBeGreaterThan(samplesOf(before, 'FCP'));
  expect(samplesOf(after, 'LCP')).toBeGreaterThan(samplesOf(before, 'LCP'));
  expect(after.find((row) => row.metric === 'LCP')?.p75).toBeGreaterThan(0);
  await context.close();
});

test('POST /api/vitals: garbage is 400, an oversized body 413, a burst 429', async ({
  request,
}) => {
  const post = (data: string, n: number) =>
    request.post('/api/vitals', { data, headers: { 'content-type': 'text/plain', ...client(n) } });

  const garbage = await post('not a beacon', 2);
  expect(garbage.status()).toBe(400);
  expect((await garbage.json()).message).toBe('The beacon is not valid JSON.');
  expect((await post(JSON.stringify({ ...beacon, page: '/../../etc/passwd' }), 2)).status()).toBe(
    400,
  );

  const oversized = await post(JSON.stringify({ ...beacon, id: 'x'.repeat(4096) }), 3);
  expect(oversized.status()).toBe(413);

  const statuses: number[] = [];
  for (let i = 0; i <= E2E_VITALS_PER_MINUTE; i += 1)
    statuses.push((await post(JSON.stringify(beacon), 4)).status());
  expect(statuses.slice(0, E2E_VITALS_PER_MINUTE).every((status) => status === 204)).toBe(true);
  expect(statuses[E2E_VITALS_PER_MINUTE]).toBe(429);
});
