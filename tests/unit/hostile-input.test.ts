// A table of hostile requests straight into the route handlers, with the fake admin API
// in-process: each gets a 4xx (or its documented 2xx), never a 5xx, and nothing that should
// not reach the admin API does.
import { submissionAnswerSchema } from '@/lib/shared/http/answers';
import { MULTIPART_MAX_BYTES } from '@/lib/http/body';
import { docxBytes, exeBytes, pdfBytes } from './fixtures/files';
import {
  docxBomb,
  oleHeaderThenHtml,
  pdfHeaderThenHtml,
  zipHeaderThenHtml,
} from './fixtures/hostile-resumes';
import { setUpFormRoutes } from './fixtures/form-routes';
import { validEnquiry } from './fixtures/enquiry';
import { validApplicationFields } from './fixtures/application';
import { withoutLength } from './fixtures/without-length';

// The enquiry route checks a service's name against the published ones: the seeded services.
jest.mock('@/lib/cms/content', () => jest.requireActual('./fixtures/seeded-content'));

const routes = setUpFormRoutes({ enquiries: '5/600', applications: '3/3600' });

const SITE = 'http://localhost:3000';
let client = 0;
/** A client address of its own per case, so only the burst cases meet the rate limit. */
const same = () => ({
  origin: SITE,
  'sec-fetch-site': 'same-origin',
  'x-forwarded-for': `10.0.0.${(client += 1)}`,
});

const valid = validEnquiry;
const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${SITE}/api/enquiries`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { ...same(), 'content-type': 'application/json', ...headers },
  });
const urlencoded = (values: Record<string, string>) =>
  new Request(`${SITE}/api/enquiries`, {
    method: 'POST',
    body: new URLSearchParams(values),
    headers: same(),
  });

const fields = validApplicationFields;
function multipart(
  extra: Record<string, string> = {},
  resume: { bytes: Uint8Array; name: string } | null = { bytes: pdfBytes(), name: 'cv.pdf' },
  headers: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...extra })) body.append(name, value);
  if (resume)
    body.append('resume', new Blob([resume.bytes as Uint8Array<ArrayBuffer>]), resume.name);
  return new Request(`${SITE}/api/applications`, {
    method: 'POST',
    body,
    headers: { ...same(), ...headers },
  });
}
const raw = (body: BodyInit, headers: Record<string, string>) =>
  new Request(`${SITE}/api/applications`, {
    method: 'POST',
    body,
    headers: { ...same(), ...headers },
  });
const big = (bytes: number) => 'x'.repeat(bytes);
const zipWithoutWord = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(60).fill(0)]);
const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');

type Case = [
  name: string,
  route: 'enquiries' | 'applications',
  request: () => Request,
  status: number,
  reachesAdmin?: number,
];

const cases: Case[] = [
  [
    'enquiry: Sec-Fetch-Site cross-site',
    'enquiries',
    () => json(valid, { 'sec-fetch-site': 'cross-site' }),
    403,
  ],
  [
    'enquiry: Sec-Fetch-Site same-site',
    'enquiries',
    () => json(valid, { 'sec-fetch-site': 'same-site' }),
    403,
  ],
  [
    'enquiry: foreign Origin',
    'enquiries',
    () => json(valid, { 'sec-fetch-site': '', origin: 'https://evil.example' }),
    403,
  ],
  [
    'enquiry: Origin null (sandboxed frame)',
    'enquiries',
    () => json(valid, { 'sec-fetch-site': '', origin: 'null' }),
    403,
  ],
  [
    'enquiry: text/plain (CORS-simple forgery)',
    'enquiries',
    () => json(valid, { 'content-type': 'text/plain' }),
    415,
  ],
  ['enquiry: no content type', 'enquiries', () => json(valid, { 'content-type': '' }), 415],
  [
    'enquiry: XML',
    'enquiries',
    () => json('<enquiry/>', { 'content-type': 'application/xml' }),
    415,
  ],
  [
    'enquiry: multipart',
    'enquiries',
    () => json('--x--', { 'content-type': 'multipart/form-data; boundary=x' }),
    415,
  ],
  ['enquiry: invalid JSON', 'enquiries', () => json('{"full_name":'), 400],
  ['enquiry: JSON with a trailing comma', 'enquiries', () => json('{"a":1,}'), 400],
  ['enquiry: a JSON array', 'enquiries', () => json([valid]), 422],
  ['enquiry: JSON null', 'enquiries', () => json('null'), 422],
  ['enquiry: a JSON string', 'enquiries', () => json('"hello"'), 422],
  ['enquiry: __proto__ only', 'enquiries', () => json('{"__proto__":{"admin":true}}'), 422],
  [
    'enquiry: a 5 MB message',
    'enquiries',
    () => json({ ...valid, message: big(5 * 1024 * 1024) }),
    413,
  ],
  [
    'enquiry: 30 MB declared',
    'enquiries',
    () => json(valid, { 'content-length': String(30 * 1024 * 1024) }),
    413,
  ],
  [
    'enquiry: message over 5000 characters',
    'enquiries',
    () => json({ ...valid, message: big(5001) }),
    422,
  ],
  [
    'enquiry: fields of the wrong type',
    'enquiries',
    () => json({ ...valid, full_name: { $ne: '' }, phone: 9848012345 }),
    422,
  ],
  ['enquiry: invalid email', 'enquiries', () => json({ ...valid, email: 'asha@' }), 422],
  ['enquiry: unknown service', 'enquiries', () => json({ ...valid, service: 'Plumbing' }), 422],
  [
    'enquiry: phone of letters',
    'enquiries',
    () => json({ ...valid, phone: 'call me maybe!' }),
    422,
  ],
  [
    'enquiry: idempotency key with ../',
    'enquiries',
    () => json(valid, { 'idempotency-key': '../../etc/passwd' }),
    400,
  ],
  [
    'enquiry: idempotency key of 500 characters',
    'enquiries',
    () => json(valid, { 'idempotency-key': big(500) }),
    400,
  ],
  [
    'enquiry: honeypot filled (pretend success, keep nothing)',
    'enquiries',
    () => json({ ...valid, website: 'http://spam.example' }),
    200,
  ],
  [
    'enquiry: no-JS honeypot filled',
    'enquiries',
    () => urlencoded({ ...valid, website: 'spam' }),
    200,
  ],
  [
    'enquiry: no-JS with script tags and a bad email',
    'enquiries',
    () => urlencoded({ ...valid, email: '<script>x</script>' }),
    422,
  ],
  [
    'application: JSON instead of multipart',
    'applications',
    () => raw(JSON.stringify(fields), { 'content-type': 'application/json' }),
    415,
  ],
  [
    'application: multipart without a boundary',
    'applications',
    () => raw('x', { 'content-type': 'multipart/form-data' }),
    415,
  ],
  [
    'application: garbage multipart',
    'applications',
    () => raw('garbage', { 'content-type': 'multipart/form-data; boundary=x' }),
    400,
  ],
  [
    'application: cross-site',
    'applications',
    () => multipart({}, undefined, { 'sec-fetch-site': 'cross-site' }),
    403,
  ],
  [
    'application: foreign Origin',
    'applications',
    () => multipart({}, undefined, { 'sec-fetch-site': '', origin: 'https://evil.example' }),
    403,
  ],
  [
    'application: 30 MB declared',
    'applications',
    () => multipart({}, undefined, { 'content-length': String(30 * 1024 * 1024) }),
    413,
  ],
  [
    'application: a 7 MB upload, undeclared',
    'applications',
    () => withoutLength(multipart({}, { bytes: new Uint8Array(7 * 1024 * 1024), name: 'cv.pdf' })),
    413,
  ],
  [
    'application: an executable renamed .pdf',
    'applications',
    () => multipart({}, { bytes: exeBytes(), name: 'cv.pdf' }),
    422,
  ],
  [
    'application: HTML renamed .pdf',
    'applications',
    () => multipart({}, { bytes: html, name: 'cv.pdf' }),
    422,
  ],
  [
    'application: a ZIP renamed .docx',
    'applications',
    () => multipart({}, { bytes: zipWithoutWord, name: 'cv.docx' }),
    422,
  ],
  [
    'application: a PDF header followed by HTML with a script',
    'applications',
    () => multipart({}, { bytes: pdfHeaderThenHtml(), name: 'cv.pdf' }),
    422,
  ],
  [
    'application: an OLE header followed by HTML, as .doc',
    'applications',
    () => multipart({}, { bytes: oleHeaderThenHtml(), name: 'cv.doc' }),
    422,
  ],
  [
    'application: PK\\x03\\x04word/document.xml<html>… as .docx',
    'applications',
    () => multipart({}, { bytes: zipHeaderThenHtml(), name: 'cv.docx' }),
    422,
  ],
  [
    'application: a 1 MB .docx that inflates to 1 GiB',
    'applications',
    () => multipart({}, { bytes: docxBomb({ honest: true }), name: 'cv.docx' }),
    422,
  ],
  [
    'application: a PDF named .exe',
    'applications',
    () => multipart({}, { bytes: pdfBytes(), name: 'cv.exe' }),
    422,
  ],
  [
    'application: an empty resume',
    'applications',
    () => multipart({}, { bytes: new Uint8Array(0), name: 'cv.pdf' }),
    422,
  ],
  ['application: no resume', 'applications', () => multipart({}, null), 422],
  [
    'application: a 5 MB first name',
    'applications',
    () => multipart({ first_name: big(5 * 1024 * 1024) }, { bytes: pdfBytes(), name: 'cv.pdf' }),
    422,
  ],
  ['application: NaN years', 'applications', () => multipart({ experience_years: 'NaN' }), 422],
  ['application: 1e309 years', 'applications', () => multipart({ experience_years: '1e309' }), 422],
  ['application: negative years', 'applications', () => multipart({ experience_years: '-1' }), 422],
  [
    'application: javascript: LinkedIn URL',
    'applications',
    () => multipart({ linkedin_url: 'javascript:alert(1)' }),
    422,
  ],
  ['application: a 65-character job id', 'applications', () => multipart({ job_id: big(65) }), 422],
  [
    'application: bad idempotency key',
    'applications',
    () => multipart({ idempotency_key: 'a b' }),
    400,
  ],
  ['application: honeypot filled', 'applications', () => multipart({ website: 'spam' }), 200],
  // Accepted on purpose: the name is ours, never the browser's (see the filename check below).
  [
    'application: a file named ../../etc/passwd\\0.pdf',
    'applications',
    () => multipart({}, { bytes: pdfBytes(), name: '../../etc/pass\u0000wd.pdf' }),
    200,
    1,
  ],
  [
    'application: script tags in a first name',
    'applications',
    () => multipart({ first_name: '<script>alert(1)</script>' }),
    422,
  ],
  [
    'application: markup in a last name',
    'applications',
    () => multipart({ last_name: 'Rao<img src=x onerror=alert(1)>' }),
    422,
  ],
  [
    'enquiry: markup in the full name',
    'enquiries',
    () => json({ ...valid, full_name: '<b>Asha</b>' }),
    422,
  ],
  [
    'application: a path in the first name and script tags in the cover letter (free text, kept as typed), a DOCX',
    'applications',
    () =>
      multipart(
        { first_name: '../../etc', cover_letter: '<script>alert(1)</script>' },
        { bytes: docxBytes(), name: 'cv.docx' },
      ),
    200,
    1,
  ],
];

const posts = () => routes.fake.state.requests.filter((request) => request.method === 'POST');

it.each(cases)('%s', async (_name, route, request, status, reachesAdmin = 0) => {
  const before = posts().length;
  const response = await routes[route](request());
  expect(response.status).toBe(status);
  expect(response.headers.get('vary')).toBe('Origin, Sec-Fetch-Site');
  expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  const text = await response.text();
  expect(text).not.toContain('<script>');
  // The one answer shape, whatever went wrong: { success, message, fieldErrors? }.
  if (response.headers.get('content-type')?.includes('json'))
    expect(submissionAnswerSchema.safeParse(JSON.parse(text)).error).toBeUndefined();
  expect(posts().length - before).toBe(reachesAdmin);
});

it('refuses a 30 MB multipart body streamed without Content-Length, reading little more than the cap', async () => {
  const head = new TextEncoder().encode(
    '--x\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n%PDF-1.4\n',
  );
  const chunk = new Uint8Array(64 * 1024);
  let produced = 0;
  let cancelled = false;
  // Made one chunk at a time as the server reads, so `produced` is what it read.
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (produced >= 30 * 1024 * 1024) return controller.close();
        const next = produced === 0 ? head : chunk;
        produced += next.byteLength;
        controller.enqueue(next);
      },
      cancel: () => void (cancelled = true),
    },
    { highWaterMark: 0 },
  );
  const headers = { ...same(), 'content-type': 'multipart/form-data; boundary=x' };
  const request = new Request(`${SITE}/api/applications`, {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);
  expect(request.headers.get('content-length')).toBeNull();
  const before = posts().length;
  const response = await routes.applications(request);
  expect(response.status).toBe(413);
  // Read up to the cap, then no further: a reader that took it all would have made 30 MB.
  expect(produced).toBeGreaterThan(MULTIPART_MAX_BYTES);
  expect(produced).toBeLessThan(MULTIPART_MAX_BYTES + 256 * 1024);
  expect(cancelled).toBe(true);
  expect(posts().length).toBe(before);
});

it('renames uploads whatever the browser called them', () => {
  const names = posts()
    .flatMap((request) => request.files ?? [])
    .map((file) => file.filename);
  expect(names).toEqual(['resume-asha-rao.pdf', 'resume-etc-rao.docx']);
});

it('answers a replayed key with the first outcome and refuses it with other content', async () => {
  const key = 'replay-key-0001';
  const first = await routes.enquiries(json(valid, { 'idempotency-key': key }));
  expect(first.status).toBe(200);
  const again = await routes.enquiries(json(valid, { 'idempotency-key': key }));
  expect(again.status).toBe(200);
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  expect(await again.json()).toEqual(await first.json());
  expect(
    (await routes.enquiries(json({ ...valid, message: 'Different' }, { 'idempotency-key': key })))
      .status,
  ).toBe(422);
  expect(posts().filter((request) => request.headers['idempotency-key'] === key)).toHaveLength(1);
});

it.each([
  ['enquiries', 5, () => json(valid, { 'x-forwarded-for': '192.0.2.1' })],
  ['applications', 3, () => multipart({}, undefined, { 'x-forwarded-for': '192.0.2.1' })],
] as const)(
  'rate-limits a burst of %s with 429 and Retry-After',
  async (route, allowed, request) => {
    const handler = routes[route];
    const statuses: number[] = [];
    for (let i = 0; i < allowed + 2; i += 1) statuses.push((await handler(request())).status);
    expect(statuses).toEqual([...new Array(allowed).fill(200), 429, 429]);
    const limited = await handler(request());
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).message).toMatch(
      /^You have sent several forms in a short time\. Please wait about \d+ minutes? and try again\.$/,
    );
  },
);
