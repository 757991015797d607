// Job-alert mail reaches only people who asked, at a bounded rate: the confirmation
// carries no text the requester typed, limits count the normalised mailbox, a site-wide hourly
// ceiling raises an alert, the answer never waits on SMTP (so its timing tells nothing), a
// resubscription is not mailed again, and unconfirmed alerts never lock the owner out.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error plain ESM test helper without types
import { start } from '@/tests/fake-admin-api/server.mjs';
import { jobAlertRequest } from './fixtures/job-alert-request';
import { smtpInbox } from './fixtures/smtp-inbox';

// The company's name in the no-JavaScript answer pages: the published global, here the seed's.
jest.mock('@/lib/cms/global', () => jest.requireActual('./fixtures/seeded-globals'));

type Handler = (request: Request) => Promise<Response>;
/** The mail server takes this long per mail: an answer that waited for it would show. */
const SMTP_DELAY_MS = 400;
const CEILING = 12;

let inbox: Awaited<ReturnType<typeof smtpInbox>>;
let fakeAdmin: { url: string; close(): Promise<void> };
let webhook: Server;
const alertsPosted: string[] = [];
let subscribe: Handler;
let confirm: Handler;
let getStore: typeof import('@/lib/store').getStore;
let normaliseMailbox: typeof import('@/lib/mail/mailbox').normaliseMailbox;

beforeAll(async () => {
  inbox = await smtpInbox({ delayMs: SMTP_DELAY_MS });
  fakeAdmin = await start({ port: 0 });
  webhook = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      alertsPosted.push(JSON.parse(body).text);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    ADMIN_API_URL: `${fakeAdmin.url}/admin/api`,
    SMTP_URL: inbox.url,
    RATE_LIMIT_JOB_ALERTS: '3/3600',
    MAIL_PER_HOUR: String(CEILING),
    ALERT_WEBHOOK_URL: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`,
  });
  /* eslint-disable @typescript-eslint/no-require-imports */
  subscribe = require('@/app/api/job-alerts/route').POST;
  confirm = require('@/app/api/job-alerts/confirm/route').POST;
  getStore = require('@/lib/store').getStore;
  normaliseMailbox = require('@/lib/mail/mailbox').normaliseMailbox;
  /* eslint-enable @typescript-eslint/no-require-imports */
});
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, SMTP_DELAY_MS * 2));
  await Promise.all([inbox.close(), fakeAdmin.close()]);
  await new Promise((resolve) => webhook.close(resolve));
});

let client = 0;
const post = (body: Record<string, string>) =>
  subscribe(jobAlertRequest(body, `10.36.0.${(client += 1)}`));

const mailsTo = (address: string) =>
  inbox.mails.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === address);
async function waitForMails(address: string, count: number) {
  for (let tries = 0; mailsTo(address).length < count && tries < 150; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return mailsTo(address);
}
const timed = async (send: () => Promise<Response>) => {
  const started = performance.now();
  const response = await send();
  return { status: response.status, ms: performance.now() - started };
};

it('counts one mailbox whatever its case, +tag or the dots Gmail ignores', () => {
  expect(normaliseMailbox('A.Sha+jobs@GoogleMail.com')).toBe('asha@gmail.com');
  expect(normaliseMailbox('a.s.h.a@gmail.com')).toBe('asha@gmail.com');
  expect(normaliseMailbox('Ravi.K+x@Example.com')).toBe('ravi.k@example.com');
});

it('mails no text the requester typed: only a location or type the careers page offers', async () => {
  const spam = 'Win money at spam.example';
  expect(
    (
      await post({
        email: 'meera.mail@example.com',
        keywords: spam,
        location: 'Hyderabad',
        type: spam,
      })
    ).status,
  ).toBe(202);
  expect((await post({ email: 'nila.mail@example.com', location: spam })).status).toBe(202);
  const [first] = await waitForMails('meera.mail@example.com', 1);
  const [second] = await waitForMails('nila.mail@example.com', 1);
  for (const mail of [first!, second!]) {
    expect(mail.text).not.toContain('spam.example');
    expect(mail.html).not.toContain('spam.example');
  }
  expect(first!.text).toContain('Hyderabad');
});

it('answers before the mail goes out, as fast for a new address as for a confirmed one', async () => {
  expect((await post({ email: 'owner.timing@example.com' })).status).toBe(202);
  const [mail] = await waitForMails('owner.timing@example.com', 1);
  const link = /http:\/\/localhost:3000\/api\/job-alerts\/confirm\?s=[\w-]+&t=[\w-]+/.exec(
    mail!.text!,
  )![0];
  expect((await confirm(new Request(link, { method: 'POST' }))).status).toBe(200);

  const confirmed = await timed(() => post({ email: 'owner.timing@example.com' }));
  const fresh = await timed(() => post({ email: 'new.timing@example.com' }));
  expect([confirmed.status, fresh.status]).toEqual([202, 202]);
  // The mail server takes SMTP_DELAY_MS per mail; the new address was answered before its mail
  // was accepted, and the two answers differ by less than a mail's time (on a loaded machine both
  // are slow alike, so their difference, not their size, tells whether one waited for the mail).
  expect(mailsTo('new.timing@example.com')).toHaveLength(0);
  expect(Math.abs(fresh.ms - confirmed.ms)).toBeLessThan(SMTP_DELAY_MS / 2);
  expect(await waitForMails('new.timing@example.com', 1)).toHaveLength(1);
});

it('sends one confirmation however often the same alert is asked for again', async () => {
  for (let i = 0; i < 3; i += 1)
    expect((await post({ email: 'again.mail@example.com', location: 'Pune' })).status).toBe(202);
  await waitForMails('again.mail@example.com', 1);
  await new Promise((resolve) => setTimeout(resolve, SMTP_DELAY_MS * 1.5));
  expect(mailsTo('again.mail@example.com')).toHaveLength(1);
});

it('lets the owner subscribe and confirm though others left ten unconfirmed alerts for the address', async () => {
  const { jobAlerts } = await getStore();
  for (let i = 0; i < 10; i += 1)
    await jobAlerts.add({
      id: `planted-${i}`,
      email: 'locked.owner@example.com',
      created_at: Date.now(),
      keywords: `planted ${i}`,
      location: '',
      type: '',
    });
  expect((await post({ email: 'locked.owner@example.com', keywords: 'java' })).status).toBe(202);
  expect(await waitForMails('locked.owner@example.com', 1)).toHaveLength(1);
});

it('refuses +tag and dotted variants of one mailbox after the limit, with 429', async () => {
  const variants = ['flood.er+1@gmail.com', 'f.lood.er+2@gmail.com', 'FLOODER+3@googlemail.com'];
  for (const email of variants) expect((await post({ email })).status).toBe(202);
  const refused = await post({ email: 'flooder+4@gmail.com' });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
});

it('stops at the site-wide hourly ceiling and raises one alert', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < CEILING + 3; i += 1) {
    statuses.push((await post({ email: `ceiling${i}@example.org` })).status);
    // Each mail takes its point once it goes: let the previous ones go.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(statuses).toContain(429);
  expect(statuses.indexOf(429)).toBeLessThanOrEqual(CEILING);
  await new Promise((resolve) => setTimeout(resolve, SMTP_DELAY_MS * 2));
  expect(inbox.mails.length).toBeLessThanOrEqual(CEILING);
  expect(alertsPosted.filter((text) => text.includes('Mail ceiling reached'))).toHaveLength(1);
});
