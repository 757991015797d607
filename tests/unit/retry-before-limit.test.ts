// A client that resends the same submission (same Idempotency-Key and content, e.g. after a
// network error) gets the first outcome or 409, never a 429: the retry spends no rate-limit point.
import { pdfBytes } from './fixtures/files';
import { setUpFormRoutes } from './fixtures/form-routes';
import { validEnquiry } from './fixtures/enquiry';
import { validApplicationFields } from './fixtures/application';

const routes = setUpFormRoutes({ enquiries: '1/600', applications: '1/3600' });

const SITE = 'http://localhost:3000';
const valid = validEnquiry;
const from = (client: string, key: string) => ({
  origin: SITE,
  'sec-fetch-site': 'same-origin',
  'x-forwarded-for': client,
  'idempotency-key': key,
});

const enquiry = (client: string, key: string) =>
  routes.enquiries(
    new Request(`${SITE}/api/enquiries`, {
      method: 'POST',
      body: JSON.stringify(valid),
      headers: { ...from(client, key), 'content-type': 'application/json' },
    }),
  );

function application(client: string, key: string) {
  const body = new FormData();
  const fields = validApplicationFields;
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('resume', new Blob([pdfBytes() as Uint8Array<ArrayBuffer>]), 'cv.pdf');
  return routes.applications(
    new Request(`${SITE}/api/applications`, { method: 'POST', body, headers: from(client, key) }),
  );
}

async function mode(name: string, extra: object = {}) {
  await fetch(`${routes.fake.url}/__mode`, {
    method: 'POST',
    body: JSON.stringify({ mode: name, ...extra }),
  });
}

const delivered = (key: string) =>
  routes.fake.state.requests.filter(
    (request) => request.method === 'POST' && request.headers['idempotency-key'] === key,
  );

afterEach(() => mode('ok'));

it('answers a resent enquiry with its first outcome, though the client has no points left', async () => {
  const first = await enquiry('192.0.2.1', 'enquiry-key-1');
  expect(first.status).toBe(200);
  const again = await enquiry('192.0.2.1', 'enquiry-key-1');
  expect(again.status).toBe(200);
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  expect(await again.json()).toEqual(await first.json());
  // The limit of 1 is spent: a new submission from this client is refused.
  expect((await enquiry('192.0.2.1', 'enquiry-key-2')).status).toBe(429);
  expect(delivered('enquiry-key-1')).toHaveLength(1);
});

it('answers 409, not 429, while the first enquiry is still being delivered', async () => {
  await mode('slow', { delayMs: 300 });
  const [first, during] = await Promise.all([
    enquiry('192.0.2.2', 'enquiry-key-3'),
    new Promise((resolve) => setTimeout(resolve, 100)).then(() =>
      enquiry('192.0.2.2', 'enquiry-key-3'),
    ),
  ]);
  expect(first.status).toBe(200);
  expect(during.status).toBe(409);
  expect(delivered('enquiry-key-3')).toHaveLength(1);
});

it('answers a resent application with the first "received" answer while the admin API fails', async () => {
  await mode('error500');
  const first = await application('192.0.2.3', 'application-key-1');
  expect(first.status).toBe(202);
  const firstAnswer = await first.json();
  const again = await application('192.0.2.3', 'application-key-1');
  expect(again.status).toBe(202);
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  const againAnswer = await again.json();
  expect(againAnswer).toMatchObject({
    success: true,
    queued: true,
    message: 'Thank you — your application has been received and will be processed shortly.',
  });
  // The same receipt: a resend is the same application, not a second one.
  expect(againAnswer.receipt.reference).toBe(firstAnswer.receipt.reference);
  expect((await application('192.0.2.3', 'application-key-2')).status).toBe(429);
  expect(delivered('application-key-1')).toHaveLength(1);
});
