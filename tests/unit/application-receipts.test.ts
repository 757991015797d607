// The receipt's mail and status link against a real SMTP server and the fake admin API: a burst
// of applications naming one mailbox sends it a bounded number of receipts (each applicant still
// gets the receipt on the page), a resent application is not mailed again, and the status link
// stops working when the site's retention period ends.
// @ts-expect-error plain ESM test helper without types
import { start } from '@/tests/fake-admin-api/server.mjs';
import { normaliseMailbox } from '@/lib/mail/mailbox';
import { validApplicationFields } from './fixtures/application';
import { pdfBytes } from './fixtures/files';
import { smtpInbox } from './fixtures/smtp-inbox';

// The company's name in the no-JavaScript answer pages: the published global, here the seed's.
jest.mock('@/lib/cms/global', () => jest.requireActual('./fixtures/seeded-globals'));

type Handler = (request: Request) => Promise<Response>;
type Receipt = { reference: string; statusPath: string };

const DAY_MS = 24 * 60 * 60_000;
let inbox: Awaited<ReturnType<typeof smtpInbox>>;
let fakeAdmin: { url: string; close(): Promise<void> };
let apply: Handler;
let status: Handler;
let applicationOfLink: typeof import('@/lib/submissions/receipt').applicationOfLink;
let retentionDays: number;

beforeAll(async () => {
  inbox = await smtpInbox();
  fakeAdmin = await start({ port: 0 });
  Object.assign(process.env, {
    ADMIN_API_URL: `${fakeAdmin.url}/admin/api`,
    SMTP_URL: inbox.url,
    MAIL_PER_HOUR: '100',
  });
  /* eslint-disable @typescript-eslint/no-require-imports */
  apply = require('@/app/api/applications/route').POST;
  status = require('@/app/(site)/careers/applications/[reference]/route').GET;
  applicationOfLink = require('@/lib/submissions/receipt').applicationOfLink;
  retentionDays = require('@/lib/env').env.RETENTION_DAYS;
  /* eslint-enable @typescript-eslint/no-require-imports */
});
afterAll(async () => {
  await Promise.all([inbox.close(), fakeAdmin.close()]);
});

let client = 0;
async function applyAs(email: string, key = crypto.randomUUID()): Promise<Receipt> {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...validApplicationFields, email }))
    body.append(name, value);
  body.append('resume', new Blob([pdfBytes() as Uint8Array<ArrayBuffer>]), 'cv.pdf');
  const response = await apply(
    new Request('http://localhost:3000/api/applications', {
      method: 'POST',
      body,
      headers: {
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': `10.51.0.${(client += 1)}`,
        'idempotency-key': key,
      },
    }),
  );
  expect(response.status).toBe(200);
  return (await response.json()).receipt;
}

const mailsTo = (mailbox: string) =>
  inbox.mails.filter(
    (mail) => mail.to && 'text' in mail.to && normaliseMailbox(mail.to.text) === mailbox,
  );
async function waitForMails(mailbox: string, count: number) {
  for (let tries = 0; mailsTo(mailbox).length < count && tries < 250; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return mailsTo(mailbox);
}

it('mails a burst naming one mailbox at most 3 receipts; every applicant sees theirs', async () => {
  const spellings = ['asha@example.com', 'Asha@example.com', 'asha+a@example.com'];
  const receipts = [];
  for (const email of [
    ...spellings,
    'asha+b@example.com',
    'ASHA+c@example.com',
    'asha+d@example.com',
  ])
    receipts.push(await applyAs(email));
  expect(new Set(receipts.map((receipt) => receipt.reference)).size).toBe(6);
  const mails = await waitForMails('asha@example.com', 3);
  expect(mails.map((mail) => mail.subject)).toEqual(
    receipts.slice(0, 3).map((receipt) => `Your application ${receipt.reference}`),
  );
  // Each went to the address as the applicant wrote it, and to no one else.
  expect(mails.map((mail) => (mail.to as { text: string }).text).sort()).toEqual(
    [...spellings].sort(),
  );
});

it('does not mail a resent application again', async () => {
  const key = crypto.randomUUID();
  const first = await applyAs('ravi@example.com', key);
  await waitForMails('ravi@example.com', 1);
  expect(await applyAs('ravi@example.com', key)).toEqual(first);
  const other = await applyAs('ravi@example.com');
  const mails = await waitForMails('ravi@example.com', 2);
  expect(mails.map((mail) => mail.subject)).toEqual([
    `Your application ${first.reference}`,
    `Your application ${other.reference}`,
  ]);
});

it('refuses the status link once the retention period is over, with the same noindex 404', async () => {
  const receipt = await applyAs('meera@example.com');
  const token = new URL(receipt.statusPath, 'http://localhost').searchParams.get('token');
  const expiry = Date.now() + retentionDays * DAY_MS;
  expect(await applicationOfLink(receipt.reference, token, expiry - DAY_MS)).toBeDefined();
  expect(await applicationOfLink(receipt.reference, token, expiry + DAY_MS)).toBeUndefined();
  // A token whose expiry was moved on is forged: the signature covers it.
  const [, signature] = token!.split('.');
  const later = `${(expiry + 365 * DAY_MS).toString(36)}.${signature}`;
  const refused = await status(
    new Request(`http://localhost:3000/careers/applications/${receipt.reference}?token=${later}`),
  );
  expect(refused.status).toBe(404);
  expect(refused.headers.get('x-robots-tag')).toBe('noindex');
  expect(await refused.text()).toContain('<meta name="robots" content="noindex"/>');
});
