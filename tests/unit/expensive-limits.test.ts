// The social card and job search routes in process with their real per-client limits, lowered to
// three: a burst of drawings from one client gets 429 with Retry-After, another client is served.
import { NextRequest } from 'next/server';
import { fixtureJobs } from './fixtures/jobs';

process.env.RATE_LIMIT_SOCIAL_CARDS = '3/60';
process.env.RATE_LIMIT_JOB_SEARCH = '3/60';

jest.mock('@/lib/jobs/all-jobs', () => ({
  getAllJobs: async () => fixtureJobs,
  getJobBySlug: async () => undefined,
}));
jest.mock('next/og', () => ({
  ImageResponse: function ImageResponse() {
    return new Response(new Uint8Array([137, 80, 78, 71]));
  },
}));
// The cards read the published records: the seed's, as the build renders them.
jest.mock('@/lib/cms/content', () => jest.requireActual('./fixtures/seeded-content'));
jest.mock('@/lib/cms/global', () => jest.requireActual('./fixtures/seeded-globals'));

/* eslint-disable @typescript-eslint/no-require-imports */
const jobs = require('@/app/api/jobs/route') as typeof import('@/app/api/jobs/route');
const og = require('@/app/og/[[...path]]/route') as typeof import('@/app/og/[[...path]]/route');
/* eslint-enable @typescript-eslint/no-require-imports */

const from = (client: string) => ({ 'x-forwarded-for': client });

const searchJobs = (client: string) =>
  jobs.GET(new NextRequest('http://localhost:3000/api/jobs?q=java', { headers: from(client) }));

const socialCard = (client: string, path: string[]) =>
  og.GET(new Request('http://localhost:3000/og', { headers: from(client) }), {
    params: Promise.resolve({ path }),
  });

it('limits job searches per client', async () => {
  for (let i = 0; i < 3; i += 1) expect((await searchJobs('198.51.100.1')).status).toBe(200);
  const limited = await searchJobs('198.51.100.1');
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  expect(await limited.json()).toEqual({
    success: false,
    message: 'Too many searches. Please wait a moment.',
  });
  expect((await searchJobs('198.51.100.2')).status).toBe(200);
});

it('limits the drawings of social cards per client, not a 404 nor a card already drawn', async () => {
  for (let i = 0; i < 5; i += 1)
    expect((await socialCard('198.51.100.3', ['no-such-page'])).status).toBe(404);
  for (const page of ['about', 'contact', 'terms'])
    expect((await socialCard('198.51.100.3', [page])).status).toBe(200);
  const limited = await socialCard('198.51.100.3', ['privacy']);
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  expect(limited.headers.get('Cache-Control')).toBe('no-store');
  // The cards drawn already are served from memory, past the limit.
  for (let i = 0; i < 5; i += 1)
    expect((await socialCard('198.51.100.3', ['about'])).status).toBe(200);
  expect((await socialCard('198.51.100.4', ['privacy'])).status).toBe(200);
});

it('limits /careers searches with the same per-client limit, with a 429 page', async () => {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { proxy } = require('@/proxy') as typeof import('@/proxy');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const careers = (client: string, query = '?q=java') =>
    proxy(new NextRequest(`http://localhost:3000/careers${query}`, { headers: from(client) }));
  // The plain page is not a search, and costs nothing.
  for (let i = 0; i < 5; i += 1) expect((await careers('198.51.100.7', '')).status).toBe(200);
  expect((await searchJobs('198.51.100.7')).status).toBe(200);
  for (let i = 0; i < 2; i += 1) expect((await careers('198.51.100.7')).status).toBe(200);
  const limited = await careers('198.51.100.7', '?location=Hyderabad');
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  expect(limited.headers.get('content-security-policy')).toBeTruthy();
  const page = await limited.text();
  expect(page.match(/<h1>/g)).toHaveLength(1);
  expect(page).toContain('<h1>Too many searches</h1>');
  expect((await careers('198.51.100.8')).status).toBe(200);
});
