// The job-alert routes in process with a real SMTP server: subscribe (JSON and a plain form
// post), the confirmation mail's signed link (GET asks, POST confirms), one-click unsubscribe,
// refusals (bad email, wrong signature, over the limit), and erasure by email, directly and
// through a data-principal erasure request confirmed from the mailbox by a signed link.
// @ts-expect-error plain ESM test helper without types
import { start } from '@/tests/fake-admin-api/server.mjs';
import { jobAlertRequest } from './fixtures/job-alert-request';
import { headerOf, smtpInbox } from './fixtures/smtp-inbox';

// The company's name in the no-JavaScript answer pages: the published global, here the seed's.
jest.mock('@/lib/cms/global', () => jest.requireActual('./fixtures/seeded-globals'));

type Handler = (request: Request) => Promise<Response>;
let inbox: Awaited<ReturnType<typeof smtpInbox>>;
let subscribe: Handler;
let confirm: { GET: Handler; POST: Handler };
let unsubscribe: { GET: Handler; POST: Handler };
let deleteSubscriptionsFor: (email: string) => Promise<number>;
let dataRequest: Handler;
let dataRequestConfirm: { GET: Handler; POST: Handler };
let confirmationLink: (id: string, expires: number) => Promise<string>;
let pendingId: (key: string) => string;
let fakeAdmin: { url: string; close(): Promise<void> };

beforeAll(async () => {
  inbox = await smtpInbox();
  fakeAdmin = await start({ port: 0 });
  process.env.ADMIN_API_URL = `${fakeAdmin.url}/admin/api`;
  process.env.SMTP_URL = inbox.url;
  process.env.MAIL_FROM = 'Careers <careers@example.com>';
  process.env.RATE_LIMIT_JOB_ALERTS = '3/3600';
  /* eslint-disable @typescript-eslint/no-require-imports */
  subscribe = require('@/app/api/job-alerts/route').POST;
  confirm = require('@/app/api/job-alerts/confirm/route');
  unsubscribe = require('@/app/api/job-alerts/unsubscribe/route');
  deleteSubscriptionsFor = require('@/lib/job-alerts').deleteSubscriptionsFor;
  dataRequest = require('@/app/api/data-requests/route').POST;
  dataRequestConfirm = require('@/app/api/data-requests/confirm/route');
  ({ confirmationLink, pendingId } = require('@/lib/data-requests/links'));
  /* eslint-enable @typescript-eslint/no-require-imports */
});
afterAll(() => Promise.all([inbox.close(), fakeAdmin.close()]));

const post = (body: Record<string, string>, client: string, asForm = false) =>
  subscribe(jobAlertRequest(body, client, asForm));

async function nextMail(count: number) {
  for (let tries = 0; inbox.mails.length < count && tries < 100; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return inbox.mails[count - 1]!;
}

/** The `count`th mail to `address` (any case) whose subject contains `subject`. */
async function mailTo(address: string, subject: string) {
  const matching = () =>
    inbox.mails.filter(
      (mail) =>
        (mail.to as { text?: string } | undefined)?.text?.toLowerCase() === address &&
        mail.subject?.includes(subject),
    );
  for (let tries = 0; matching().length === 0 && tries < 100; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return matching()[0]!;
}

const linkOf = (text: string | undefined, route: string) =>
  new RegExp(`http://localhost:3000/api/job-alerts/${route}\\?s=[\\w-]+&t=[\\w-]+`).exec(
    text ?? '',
  )![0];

describe('job-alert routes', () => {
  it('subscribes, confirms only on POST, and unsubscribes in one click', async () => {
    const response = await post(
      { email: 'Asha@Example.com', keywords: 'java', location: 'Hyderabad', type: '' },
      '10.0.0.1',
    );
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ success: true });
    const mail = await nextMail(1);
    expect(mail.to).toMatchObject({ text: 'asha@example.com' });
    const confirmUrl = linkOf(mail.text, 'confirm');

    const asked = await confirm.GET(new Request(confirmUrl));
    expect(asked.status).toBe(200);
    const page = await asked.text();
    expect(page).toContain('<h1>Confirm your job alert</h1>');
    expect(page).toMatch(/<form action="\/api\/job-alerts\/confirm\?s=[^"]+" method="post">/);

    const forged = confirmUrl.replace(/t=[\w-]+/, 't=forged');
    expect((await confirm.POST(new Request(forged, { method: 'POST' }))).status).toBe(404);
    const done = await confirm.POST(new Request(confirmUrl, { method: 'POST' }));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your job alert is confirmed');

    // Subscribing again to a confirmed alert: the same answer, no second mail.
    expect(
      (
        await post(
          { email: 'asha@example.com', keywords: 'java', location: 'Hyderabad' },
          '10.0.0.2',
        )
      ).status,
    ).toBe(202);
    const unsubscribeUrl = /^<(.+)>$/.exec(headerOf(mail, 'List-Unsubscribe')!)![1]!;
    expect(unsubscribeUrl).toMatch(/^http:\/\/localhost:3000\/api\/job-alerts\/unsubscribe\?s=/);
    const oneClick = await unsubscribe.POST(
      new Request(unsubscribeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('You are unsubscribed');
    expect((await unsubscribe.GET(new Request(unsubscribeUrl))).status).toBe(404);
    expect(inbox.mails).toHaveLength(1);
  });

  it('gives a plain form post a page, with the form again and the field to correct', async () => {
    const response = await post({ email: 'not-an-email', keywords: '<b>' }, '10.0.0.3', true);
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('Your job alert was not set up');
    expect(page).toContain('Enter a valid email address');
    expect(page).toContain('Keywords cannot contain &lt; or &gt;');
  });

  it('refuses a client over its limit with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await post({ email: `ravi${i}@example.com` }, '10.0.0.4')).status);
    expect(statuses.slice(0, 3)).toEqual([202, 202, 202]);
    const refused = await post({ email: 'ravi9@example.com' }, '10.0.0.4');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('deletes every subscription of an address for an erasure request', async () => {
    await post({ email: 'meera@example.com', keywords: 'sap' }, '10.0.0.5');
    await post({ email: 'meera@example.com', keywords: 'abap' }, '10.0.0.5');
    expect(await deleteSubscriptionsFor(' Meera@example.com ')).toBe(2);
    expect(await deleteSubscriptionsFor('meera@example.com')).toBe(0);
  });

  it('an erasure request on /data-requests acts only once its mailbox confirms by a signed link', async () => {
    await post({ email: 'kiran@example.com', keywords: 'react' }, '10.0.0.6');
    const alertUrl = linkOf((await mailTo('kiran@example.com', 'job alert')).text, 'confirm');
    const alertExists = async () => (await confirm.GET(new Request(alertUrl))).status === 200;
    expect(await alertExists()).toBe(true);

    const key = 'erasure-key-kiran-0001';
    const erasure = await dataRequest(
      new Request('http://localhost:3000/api/data-requests', {
        method: 'POST',
        headers: {
          origin: 'http://localhost:3000',
          'sec-fetch-site': 'same-origin',
          'x-forwarded-for': '10.0.0.7',
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify({
          full_name: 'Kiran Rao',
          email: 'Kiran@example.com',
          request_type: 'erasure',
          details: 'Visit https://spam.example for prizes',
        }),
      }),
    );
    expect(erasure.status).toBe(202);
    expect((await erasure.json()).message).toMatch(/sent an email to the address you gave/);
    // Asked, not confirmed: nothing is deleted, and the address is told, without the typed text.
    expect(await alertExists()).toBe(true);
    const mail = await mailTo('kiran@example.com', 'data request');
    expect(mail.to).toMatchObject({ text: 'Kiran@example.com' });
    expect(mail.text).toContain('Erasure');
    expect(mail.text).not.toContain('spam.example');
    expect(mail.text).not.toContain('Kiran Rao');
    const link =
      /http:\/\/localhost:3000\/api\/data-requests\/confirm\?s=[\w-]+&e=\d+&t=[\w-]+/.exec(
        mail.text ?? '',
      )![0];

    const tampered = [
      link.replace(/t=[\w-]+/, 't=forged'),
      link.replace(/e=(\d+)/, (_, e) => `e=${Number(e) + 1}`),
      link.replace(/s=[\w-]+/, 's=another'),
    ];
    for (const url of tampered) {
      expect((await dataRequestConfirm.POST(new Request(url, { method: 'POST' }))).status).toBe(
        404,
      );
    }
    const expired = await confirmationLink(pendingId(key), Date.now() - 1000);
    expect((await dataRequestConfirm.POST(new Request(expired, { method: 'POST' }))).status).toBe(
      410,
    );
    const asked = await dataRequestConfirm.GET(new Request(link));
    expect(asked.status).toBe(200);
    expect(await asked.text()).toMatch(
      /<form action="\/api\/data-requests\/confirm\?s=[^"]+" method="post">/,
    );
    expect(await alertExists()).toBe(true);

    const done = await dataRequestConfirm.POST(new Request(link, { method: 'POST' }));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your request is confirmed');
    expect(await alertExists()).toBe(false);
    expect(await deleteSubscriptionsFor('kiran@example.com')).toBe(0);
    // Used: the link acts once.
    expect((await dataRequestConfirm.POST(new Request(link, { method: 'POST' }))).status).toBe(404);
  });
});
