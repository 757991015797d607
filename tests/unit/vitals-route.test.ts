// POST /api/vitals in process, on a SQLite store of its own: a beacon becomes a count that
// `npm run vitals` reads back; garbage is 400, an oversized body 413, a burst 429.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VITALS_MAX_BYTES, type VitalsBeacon } from '@/lib/shared/schemas/vitals';

const dataDir = mkdtempSync(path.join(tmpdir(), 'vitals-route-'));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = '';
process.env.RATE_LIMIT_VITALS = '5/60';
/* eslint-disable @typescript-eslint/no-require-imports */
const { POST } = require('@/app/api/vitals/route') as typeof import('@/app/api/vitals/route');
const { recordVital } = require('@/lib/vitals/record') as typeof import('@/lib/vitals/record');
const { getStore } = require('@/lib/store') as typeof import('@/lib/store');
/* eslint-enable @typescript-eslint/no-require-imports */

afterAll(async () => {
  await (await getStore()).close();
  rmSync(dataDir, { recursive: true, force: true });
});

const SITE = 'http://localhost:3000';
let clients = 0;
/** Each test is its own client, so the rate limit of one does not reach another. */
const client = () => `192.0.2.${(clients += 1)}`;
const beacon = {
  name: 'LCP',
  value: 1834,
  rating: 'good',
  id: 'v5-1',
  navigationType: 'navigate',
  page: '/about',
  attribution: { element: 'section#hero>div>p' },
} satisfies VitalsBeacon;
const send = (
  body: BodyInit,
  {
    from = client(),
    type = 'text/plain;charset=UTF-8',
    headers = {} as Record<string, string>,
  } = {},
) =>
  POST(
    new Request(`${SITE}/api/vitals`, {
      method: 'POST',
      body,
      headers: {
        'content-type': type,
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': from,
        ...headers,
      },
    }),
  );
const vitals = () =>
  JSON.parse(
    execFileSync('node', ['scripts/vitals.mjs', '--json'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    }),
  ).vitals;

it('keeps a beacon as a count, sent as sendBeacon sends it (text/plain) or as JSON', async () => {
  expect((await send(JSON.stringify(beacon))).status).toBe(204);
  expect(
    (await send(JSON.stringify({ ...beacon, value: 1900 }), { type: 'application/json' })).status,
  ).toBe(204);
  expect(vitals()).toEqual([
    {
      page: '/about',
      metric: 'LCP',
      samples: 2,
      p75: expect.any(Number),
      rating: 'good',
      element: 'section#hero>div>p',
    },
  ]);
});

it.each([
  ['not JSON', '{"name":'],
  ['an empty body', ''],
  ['a metric of another kind', JSON.stringify({ ...beacon, name: 'FID' })],
  ['a page not on the site', JSON.stringify({ ...beacon, page: '/wp-login.php' })],
  ['an identifier', JSON.stringify({ ...beacon, visitor: 'abc-123' })],
])('answers 400 with a message to %s', async (_, body) => {
  const response = await send(body);
  expect(response.status).toBe(400);
  expect((await response.json()).message).toMatch(/^The beacon is not/);
});

it(`answers 413 to a body over ${VITALS_MAX_BYTES} bytes, declared or not`, async () => {
  const big = JSON.stringify({ ...beacon, id: 'x'.repeat(VITALS_MAX_BYTES) });
  expect((await send(big)).status).toBe(413);
  const stream = new ReadableStream({
    start: (controller) => (controller.enqueue(new TextEncoder().encode(big)), controller.close()),
  });
  const undeclared = await POST(
    new Request(`${SITE}/api/vitals`, {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': client() },
    } as RequestInit),
  );
  expect(undeclared.status).toBe(413);
});

it('answers 429 with Retry-After to a burst from one client, and not to another client', async () => {
  const from = client();
  const statuses = [];
  for (let i = 0; i < 6; i += 1)
    statuses.push(
      (await send(JSON.stringify({ ...beacon, name: 'TTFB', value: 80 + i }), { from })).status,
    );
  expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  const limited = await send(JSON.stringify(beacon), { from });
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await send(JSON.stringify(beacon))).status).toBe(204);
});

it('refuses other media types (415) and other sites (403)', async () => {
  expect(
    (await send(JSON.stringify(beacon), { type: 'multipart/form-data; boundary=x' })).status,
  ).toBe(415);
  expect(
    (await send(JSON.stringify(beacon), { headers: { 'sec-fetch-site': 'cross-site' } })).status,
  ).toBe(403);
});

it('keeps a VITALS_SAMPLE_RATE share of beacons', async () => {
  const fcp = {
    ...beacon,
    name: 'FCP' as const,
    value: 1200,
    page: '/contact',
    attribution: undefined,
  };
  expect(await recordVital(fcp, { sampleRate: 0.25, random: () => 0.3 })).toBe('sampled out');
  expect(await recordVital(fcp, { sampleRate: 0.25, random: () => 0.2 })).toBe('kept');
  expect(await recordVital(fcp, { sampleRate: 0, random: () => 0 })).toBe('sampled out');
  expect(vitals()).toContainEqual({
    page: '/contact',
    metric: 'FCP',
    samples: 1,
    p75: expect.any(Number),
    rating: 'good',
  });
});

describe('only what exists, and only so much a day', () => {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { getAllJobs } = require('@/lib/jobs/all-jobs') as typeof import('@/lib/jobs/all-jobs');
  const { jobPath } = require('@/lib/shared/jobs/slug') as typeof import('@/lib/shared/jobs/slug');
  const { log } = require('@/lib/log') as typeof import('@/lib/log');
  /* eslint-enable @typescript-eslint/no-require-imports */

  it('takes an open job’s page, and refuses job pages that do not exist (400)', async () => {
    const [job] = await getAllJobs();
    expect((await send(JSON.stringify({ ...beacon, page: jobPath(job!) }))).status).toBe(204);
    for (const page of ['/careers/made-up-role-999999', `${jobPath(job!)}9`]) {
      const response = await send(JSON.stringify({ ...beacon, page }));
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/not an open page of this site/);
    }
  });

  it.each([
    ['longer than 80 characters', `main>${'div>'.repeat(19)}p`],
    ['with text in it', 'p#intro "Call Asha on 98480 12345"'],
  ])('refuses an element description %s (400)', async (_, element) => {
    const response = await send(JSON.stringify({ ...beacon, attribution: { element } }));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/not a short element path/);
  });

  it('drops beacons once the day holds VITALS_ROWS_PER_DAY rows, and says so once', async () => {
    const warned = jest.spyOn(log, 'warn');
    const now = Date.parse('2031-05-05T10:00:00Z');
    const onPage = (page: string) => ({ ...beacon, page, attribution: undefined });
    expect(await recordVital(onPage('/about'), { now, rowsPerDay: 2 })).toBe('kept');
    expect(await recordVital(onPage('/contact'), { now, rowsPerDay: 2 })).toBe('kept');
    expect(await recordVital(onPage('/careers'), { now, rowsPerDay: 2 })).toBe('over the cap');
    expect(await recordVital(onPage('/services'), { now, rowsPerDay: 2 })).toBe('over the cap');
    expect(await (await getStore()).vitals.rowsOn('2031-05-05')).toBe(2);
    const alerts = warned.mock.calls.filter(
      ([fields]) => (fields as { alert?: string }).alert === 'vitals_cap',
    );
    expect(alerts).toHaveLength(1);
    warned.mockRestore();
  });
});
