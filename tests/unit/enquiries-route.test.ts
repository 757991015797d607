import { JSDOM } from 'jsdom';
import { BackendError } from '@/lib/backend/types';

const submitEnquiry = jest.fn();
jest.mock('@/lib/backend', () => ({
  BackendError: jest.requireActual('@/lib/backend/types').BackendError,
  getBackend: () => ({ submitEnquiry }),
}));
// The published services the route checks a service's name against: the seeded ones.
jest.mock('@/lib/cms/content', () => jest.requireActual('./fixtures/seeded-content'));
// The company's name in the no-JavaScript answer pages: the published global, here the seed's.
jest.mock('@/lib/cms/global', () => jest.requireActual('./fixtures/seeded-globals'));

import { POST } from '@/app/api/enquiries/route';

const url = 'http://localhost:3000/api/enquiries';
const valid = {
  full_name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '+91 98480 12345',
  service: 'Cybersecurity',
  subject: 'Audit',
  message: 'Please get in touch.',
};

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return POST(
    new Request(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );
}

beforeEach(() => {
  submitEnquiry.mockReset().mockResolvedValue({ success: true, message: 'ok' });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

it('sends a valid enquiry through the backend', async () => {
  const response = await post(JSON.stringify(valid), {
    origin: 'http://localhost:3000',
    'sec-fetch-site': 'same-origin',
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    success: true,
    message: "Thank you for your message! We'll get back to you soon.",
  });
  expect(submitEnquiry).toHaveBeenCalledWith(valid, { idempotencyKey: expect.any(String) });
});

it.each([
  [
    'a cross-site origin',
    () => post(JSON.stringify(valid), { origin: 'https://evil.example' }),
    403,
  ],
  [
    'Sec-Fetch-Site cross-site',
    () => post(JSON.stringify(valid), { 'sec-fetch-site': 'cross-site' }),
    403,
  ],
  [
    'a wrong content type',
    () => post(JSON.stringify(valid), { 'content-type': 'text/plain' }),
    415,
  ],
  ['no content type', () => POST(new Request(url, { method: 'POST' })), 415],
  ['invalid JSON', () => post('{"full_name":'), 400],
  ['a body over 32 KB', () => post(JSON.stringify({ ...valid, message: 'x'.repeat(40_000) })), 413],
  ['a JSON array', () => post('[1,2]'), 422],
  ['null', () => post('null'), 422],
])('rejects %s without calling the backend', async (_name, send, status) => {
  const response = await send();
  expect(response.status).toBe(status);
  expect(submitEnquiry).not.toHaveBeenCalled();
});

it('accepts a published service’s name (the form opened from its page), refuses one nobody published', async () => {
  submitEnquiry.mockResolvedValue({ success: true, message: 'Thanks' });
  expect((await post(JSON.stringify({ ...valid, service: 'IT Staffing' }))).status).toBe(200);
  expect(submitEnquiry).toHaveBeenCalledWith(
    { ...valid, service: 'IT Staffing' },
    expect.anything(),
  );
  const refused = await post(JSON.stringify({ ...valid, service: 'Plumbing' }));
  expect(refused.status).toBe(422);
  expect(Object.keys((await refused.json()).fieldErrors)).toEqual(['service']);
});

it('answers 422 with field errors for missing and invalid fields', async () => {
  const response = await post(JSON.stringify({ ...valid, email: 'x', phone: '', service: ' ' }));
  expect(response.status).toBe(422);
  const body = await response.json();
  expect(Object.keys(body.fieldErrors).sort()).toEqual(['email', 'phone', 'service']);
});

it('passes the admin API’s rejection on as 422 with its message, missing fields as field errors', async () => {
  submitEnquiry.mockResolvedValue({
    success: false,
    message: 'Failed to submit form',
    missingFields: ['phone'],
  });
  const response = await post(JSON.stringify(valid));
  expect(response.status).toBe(422);
  expect(await response.json()).toEqual({
    success: false,
    message: 'Failed to submit form',
    fieldErrors: { phone: 'Phone number is required' },
  });
});

it.each([
  new BackendError('x', 0, '/c', 'timeout'),
  new BackendError('x', 0, '/c', 'network'),
  new BackendError('x', 500, '/c', 'status'),
  new Error('disk full'),
])(
  'keeps the enquiry for a retry when delivery fails (%s) and says it was received',
  async (error) => {
    submitEnquiry.mockRejectedValue(error);
    const response = await post(JSON.stringify(valid));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({
      success: true,
      queued: true,
      message: 'Thank you — we have received your message and will process it shortly.',
    });
  },
);

describe('without JavaScript', () => {
  // A browser's own form post: urlencoded, asking for a page.
  const form = (values: Record<string, string>) =>
    post(new URLSearchParams(values).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    });

  // The answer page as the browser reads it (entities decoded, fields with their values).
  const page = async (response: Response): Promise<Document> =>
    new JSDOM(await response.text()).window.document;

  it('answers with a page saying the message was sent', async () => {
    const response = await form(valid);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect((await page(response)).querySelector('[role="status"]')?.textContent).toBe(
      "Thank you for your message! We'll get back to you soon.",
    );
  });

  it('gives the form back with what was typed, escaped, on failure', async () => {
    const response = await form({ ...valid, email: 'bad', subject: '<script>x</script>' });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).not.toContain('<script>');
    const document: Document = new JSDOM(html).window.document;
    expect(document.querySelector<HTMLInputElement>('[name="full_name"]')?.value).toBe(
      'Asha Verma',
    );
    expect(document.querySelector<HTMLInputElement>('[name="subject"]')?.value).toBe(
      '<script>x</script>',
    );
    const email = document.querySelector('[name="email"]')!;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const descriptions = email
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(descriptions).toContain('Please enter a valid email address');
  });

  it('keeps a service page’s name selected in the form it gives back', async () => {
    const document = await page(await form({ ...valid, service: 'IT Staffing', email: 'bad' }));
    const options = [...document.querySelectorAll<HTMLOptionElement>('[name="service"] option')];
    expect(options.slice(1, 3).map((option) => [option.textContent, option.selected])).toEqual([
      ['IT Staffing', true],
      ['IT Consulting', false],
    ]);
  });
});
