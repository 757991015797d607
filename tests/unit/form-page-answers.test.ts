// A form posted without JavaScript gets a page, with the same statuses, checks and limits as the
// forms' fetch: a rate-limit refusal looks the same on both routes, and a refused application
// comes back with everything typed but the file.
import { JSDOM } from 'jsdom';
import { setUpFormRoutes } from './fixtures/form-routes';
import { pdfBytes } from './fixtures/files';

process.env.RATE_LIMIT_REQUESTS = '4/60';
const routes = setUpFormRoutes({ enquiries: '100/600', applications: '100/3600' });

const SITE = 'http://localhost:3000';
const browser = (client: string) => ({
  origin: SITE,
  'sec-fetch-site': 'same-origin',
  'x-forwarded-for': client,
  accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
});
const application = {
  job_id: '1024',
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  experience_years: '4',
};

function multipart(values: Record<string, string>, withResume = true): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  if (withResume)
    body.append(
      'resume',
      new Blob([pdfBytes() as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
      'cv.pdf',
    );
  return body;
}

const postApplication = (body: FormData, client: string) =>
  routes.applications(
    new Request(`${SITE}/api/applications`, { method: 'POST', body, headers: browser(client) }),
  );
const postEnquiry = (values: Record<string, string>, client: string) =>
  routes.enquiries(
    new Request(`${SITE}/api/enquiries`, {
      method: 'POST',
      body: new URLSearchParams(values).toString(),
      headers: { ...browser(client), 'content-type': 'application/x-www-form-urlencoded' },
    }),
  );

async function page(response: Response): Promise<Document> {
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  return new JSDOM(await response.text()).window.document;
}

it('answers a plain application with a page saying it was sent', async () => {
  const document = await page(await postApplication(multipart(application), '192.0.2.1'));
  expect(document.querySelector('h1')?.textContent).toBe('Thank you for applying');
  expect(document.querySelector('[role="status"]')?.textContent).toBe(
    'Application submitted successfully!',
  );
  expect(document.querySelector('form')).toBeNull();
});

it('gives a refused application back with everything typed but the file, and a fresh key', async () => {
  const typed = {
    ...application,
    phone: '12345',
    cover_letter: 'Hello <b>team</b>',
    idempotency_key: 'posted-key-123456',
  };
  const response = await postApplication(multipart(typed), '192.0.2.2');
  expect(response.status).toBe(422);
  const document = await page(response);
  const form = document.querySelector('form')!;
  expect(form.getAttribute('action')).toBe('/api/applications');
  expect(form.getAttribute('enctype')).toBe('multipart/form-data');
  const value = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value;
  for (const name of [
    'job_id',
    'first_name',
    'last_name',
    'email',
    'phone',
    'experience_years',
    'cover_letter',
  ])
    expect(value(name)).toBe(typed[name as keyof typeof typed]);
  expect(value('resume')).toBe('');
  expect(value('idempotency_key')).toMatch(/^[0-9a-f-]{36}$/);
  const phone = form.querySelector('[name="phone"]')!;
  expect(phone.getAttribute('aria-invalid')).toBe('true');
  // Its description: the expected form's example, then the error.
  expect(
    phone
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent),
  ).toEqual(['For example: +91 98765 43210', 'Invalid phone number format']);
  expect(document.querySelector('[role="alert"]')?.textContent).toBe(
    'Please correct the highlighted fields',
  );
});

it('answers a filled honeypot as if it were sent, and sends nothing', async () => {
  const document = await page(
    await postApplication(
      multipart({ ...application, email: 'bot@example.com', website: 'spam.example' }),
      '192.0.2.3',
    ),
  );
  expect(document.querySelector('[role="status"]')?.textContent).toBe(
    'Application submitted successfully!',
  );
  expect(JSON.stringify(routes.fake.state.requests)).not.toContain('bot@example.com');
});

it.each([
  ['enquiries', (client: string) => postEnquiry({ full_name: 'A' }, client)],
  ['applications', (client: string) => postApplication(multipart({ job_id: '1' }, false), client)],
] as const)(
  'refuses a client over the request limit on %s with the same page, status and Retry-After',
  async (_route, send) => {
    const client = `198.51.100.${_route.length}`;
    for (let i = 0; i < 4; i += 1) expect((await send(client)).status).toBe(422);
    const limited = await send(client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const document = await page(limited);
    expect(document.querySelector('[role="alert"]')?.textContent).toMatch(
      /^You have sent several forms in a short time\. Please wait about \d+ minutes? and try again\.$/,
    );
  },
);

it.each([
  ['enquiries', () => new URLSearchParams({ full_name: 'A' }), 'application/x-www-form-urlencoded'],
  ['applications', () => multipart({ job_id: '1' }, false), undefined],
] as const)(
  'tells a plain form post from a script on %s by Accept alone: JSON when HTML is not asked for',
  async (route, body, contentType) => {
    const headers: Record<string, string> = {
      ...browser(`203.0.113.${route.length}`),
      accept: 'application/json',
      ...(contentType && { 'content-type': contentType }),
    };
    const response = await routes[route](
      new Request(`${SITE}/api/${route}`, { method: 'POST', body: body(), headers }),
    );
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await response.json()).message).toBe('Please correct the highlighted fields');
  },
);
