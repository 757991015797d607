// Without mail (no SMTP_URL), a data principal's request goes the way of an enquiry (stored, then
// the admin API's contact endpoint, its subject naming the request type), is acknowledged with a
// reference number and works as a plain form post; nothing is erased automatically, since no one
// has shown the address is theirs (the company confirms with the person first).
import { JSDOM } from 'jsdom';
import { dataRequestPage, dataRequestSubjects } from '@/content/data-protection';
import { erasureHooks } from '@/lib/data-requests/erasure-hooks';
import { setUpFormRoutes } from './fixtures/form-routes';

const routes = setUpFormRoutes({ enquiries: '100/600', applications: '100/3600' });

const SITE = 'http://localhost:3000';
let client = 0;
const headers = (extra: Record<string, string> = {}) => ({
  origin: SITE,
  'sec-fetch-site': 'same-origin',
  'x-forwarded-for': `198.51.100.${(client += 1)}`,
  ...extra,
});
const valid = {
  full_name: 'Asha Verma',
  email: 'asha.dpr@example.com',
  request_type: 'erasure',
  details: 'My application for the Java role in May.',
};

const postJson = (body: object, extra: Record<string, string> = {}) =>
  routes.dataRequests(
    new Request(`${SITE}/api/data-requests`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: headers({ 'content-type': 'application/json', ...extra }),
    }),
  );
const postForm = (values: Record<string, string>) =>
  routes.dataRequests(
    new Request(`${SITE}/api/data-requests`, {
      method: 'POST',
      body: new URLSearchParams(values).toString(),
      headers: headers({
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      }),
    }),
  );

const contactPosts = (email: string) =>
  routes.fake.state.requests.filter(
    (request) => request.method === 'POST' && request.json?.email === email,
  );

const erased: string[] = [];
beforeAll(() =>
  erasureHooks.push({ name: 'test', erase: async (email) => void erased.push(email) }),
);
afterAll(() => void erasureHooks.pop());

it('acknowledges a request with a reference number, sends it to the contact endpoint and erases nothing', async () => {
  const key = 'dpr-key-000001';
  const response = await postJson(valid, { 'idempotency-key': key });
  expect(response.status).toBe(200);
  const { message } = await response.json();
  const reference = /reference number is (DPR-[0-9A-F]{8})/.exec(message)?.[1];
  expect(message).toBe(dataRequestPage.acknowledged(reference!));
  const [sent] = contactPosts(valid.email);
  expect(sent?.json).toMatchObject({
    full_name: valid.full_name,
    email: valid.email,
    subject: `Data request: ${dataRequestSubjects.erasure} (${reference})`,
    service: dataRequestPage.upstream.service,
  });
  expect(String(sent?.json?.message)).toContain(valid.details);
  expect(erased).toEqual([]);

  const again = await postJson(valid, { 'idempotency-key': key });
  expect((await again.json()).message).toBe(message);
  expect(contactPosts(valid.email)).toHaveLength(1);
  expect(erased).toEqual([]);
});

it.each(Object.keys(dataRequestSubjects))('names the %s request in the subject', async (type) => {
  const email = `subject.${type}@example.com`;
  const response = await postJson({ ...valid, email, request_type: type, details: '' });
  expect(response.status).toBe(200);
  expect(String(contactPosts(email)[0]?.json?.subject)).toMatch(
    new RegExp(`^Data request: ${dataRequestSubjects[type as 'access']} \\(DPR-[0-9A-F]{8}\\)$`),
  );
});

it('answers a plain form post with a page that shows the reference number', async () => {
  const response = await postForm({ ...valid, email: 'plain.dpr@example.com' });
  expect(response.status).toBe(200);
  const document: Document = new JSDOM(await response.text()).window.document;
  expect(document.querySelector('h1')?.textContent).toBe(dataRequestPage.result.successHeading);
  expect(document.querySelector('[role="status"]')?.textContent).toMatch(/DPR-[0-9A-F]{8}/);
});

it('gives the form back with what was typed and a message per field to correct', async () => {
  const typed = {
    full_name: 'Asha <b>',
    email: 'nope',
    request_type: 'delete-everything',
    details: 'x',
  };
  const response = await postForm(typed);
  expect(response.status).toBe(422);
  const document: Document = new JSDOM(await response.text()).window.document;
  const value = (name: string) =>
    document.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value;
  expect(value('full_name')).toBe(typed.full_name);
  expect(value('email')).toBe(typed.email);
  expect(value('details')).toBe(typed.details);
  const select = document.querySelector('[name="request_type"]')!;
  expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe(
    dataRequestPage.messages.requestType,
  );
  expect(contactPosts('nope')).toHaveLength(0);
});
