import { log } from '@/lib/log';
import { POST } from '@/app/api/client-errors/route';

const url = 'http://localhost:3000/api/client-errors';
const sameOrigin = {
  origin: 'http://localhost:3000',
  'sec-fetch-site': 'same-origin',
  'content-type': 'application/json',
};
const report = { kind: 'uncaught', name: 'TypeError', message: 'x is undefined', path: '/careers' };

let logged: [string, unknown][];
let client = 0;

/** Each test is its own client (X-Forwarded-For), so the per-client limit starts afresh. */
function post(
  body: BodyInit,
  headers: Record<string, string> = {},
  ip = `192.0.2.${(client += 1)}`,
) {
  return POST(
    new Request(url, {
      method: 'POST',
      body,
      headers: { ...sameOrigin, 'x-forwarded-for': ip, ...headers },
    }),
  );
}

beforeEach(() => {
  logged = [];
  const line = (level: string) => (fields: unknown, message: string) =>
    logged.push([`${level} ${message}`, fields]);
  jest
    .spyOn(log, 'child')
    .mockReturnValue({ error: line('error'), warn: line('warn'), info: () => {} } as never);
});
afterEach(() => jest.restoreAllMocks());

it('logs a report as one client_error line and answers 204', async () => {
  const response = await post(JSON.stringify({ ...report, digest: '12345abc' }));
  expect(response.status).toBe(204);
  expect(logged).toEqual([['error client_error', { report: { ...report, digest: '12345abc' } }]]);
});

it('keeps personal data out of the log: addresses, numbers, query strings', async () => {
  const message =
    'Failed for asha@example.com, +91 98480 12345 at https://site.example/contact?name=Asha#form';
  await post(JSON.stringify({ ...report, message, path: '/careers?q=asha@example.com' }));
  expect(logged[0]![1]).toEqual({
    report: {
      ...report,
      message: 'Failed for [email], [number] at https://site.example/contact',
      path: '/careers',
    },
  });
});

it.each([
  ['another site', () => post(JSON.stringify(report), { origin: 'https://evil.example' }), 403],
  [
    'a wrong content type',
    () => post(JSON.stringify(report), { 'content-type': 'text/plain' }),
    415,
  ],
  ['a body over 4 KB', () => post(JSON.stringify({ ...report, message: 'x'.repeat(5000) })), 413],
  ['a body that is not JSON', () => post('{oops'), 400],
  ['an unknown kind', () => post(JSON.stringify({ ...report, kind: 'other' })), 422],
  ['a field of its own', () => post(JSON.stringify({ ...report, email: 'asha@example.com' })), 422],
  [
    'a path that is a URL',
    () => post(JSON.stringify({ ...report, path: 'https://evil.example/' })),
    422,
  ],
])('refuses %s, logging nothing', async (_name, send, status) => {
  expect((await send()).status).toBe(status);
  expect(logged.filter(([message]) => message === 'error client_error')).toEqual([]);
});

it('takes ten reports a minute from one client, then answers 429', async () => {
  const statuses = [];
  for (let i = 0; i < 12; i += 1)
    statuses.push((await post(JSON.stringify(report), {}, '198.51.100.7')).status);
  expect(statuses).toEqual([...new Array(10).fill(204), 429, 429]);
  expect(logged.filter(([message]) => message === 'error client_error')).toHaveLength(10);
});

it('still logs a new error while a flood of one report from many clients is refused', async () => {
  const flood = JSON.stringify({ ...report, message: 'flood of one report' });
  const statuses: number[] = [];
  for (let sender = 0; sender < 35; sender += 1)
    for (let i = 0; i < 10; i += 1)
      statuses.push((await post(flood, {}, `203.0.113.${sender}`)).status);
  expect(statuses).toContain(429);
  const real = await post(JSON.stringify({ ...report, message: 'checkout is broken' }));
  expect(real.status).toBe(204);
  expect(logged.at(-1)).toEqual([
    'error client_error',
    { report: { ...report, message: 'checkout is broken' } },
  ]);
});
