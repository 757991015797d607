// Job alerts end to end against a real SMTP server in this process: subscribe on /careers without
// JavaScript, read the confirmation mail, confirm, publish a matching job in the fake admin API,
// receive the digest, unsubscribe with its List-Unsubscribe URL (RFC 8058 one-click POST). Also
// the IndexNow key file, and a data request that waits for its mailbox's confirmation. One site of its own on a free port, with its fake admin API in this
// process; the watcher looks every second and the worker (which sends digests) every half second.
// The mails' links carry the build's SITE_URL: the test follows them on this server.
import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { headerOf, smtpInbox } from '../../unit/fixtures/smtp-inbox';
import { freePort } from '../../support/free-port.mjs';
import { expectNoAxeViolations } from '../helpers';
import { ownServers } from './servers';

let site = '';
let fakeAdmin = '';
const INDEXNOW_KEY = 'e2e0indexnow0key';
const JOB = { id: '1021', path: '/careers/site-reliability-engineer-1021' };

const servers = ownServers();
let inbox: Awaited<ReturnType<typeof smtpInbox>>;
let dataDir: string | undefined;

const hideJobs = (hide: string[]) =>
  fetch(`${fakeAdmin}/__jobs`, { method: 'POST', body: JSON.stringify({ hide }) });

/** The first mail whose subject matches, once it has arrived. */
async function mailWithSubject(subject: RegExp): Promise<ParsedMail> {
  await expect
    .poll(() => inbox.mails.some((mail) => subject.test(mail.subject ?? '')), { timeout: 30_000 })
    .toBe(true);
  return inbox.mails.find((mail) => subject.test(mail.subject ?? ''))!;
}

/** The mail's link to `route`, on this server (the mail names the build's SITE_URL). */
function linkIn(mail: ParsedMail, route: string) {
  const link = new RegExp(`https?://[^/\\s]+(/api/job-alerts/${route}\\?s=[\\w-]+&t=[\\w-]+)`).exec(
    mail.text ?? '',
  )?.[1];
  return link && `${site}${link}`;
}
const onThisServer = (url: string) => `${site}${new URL(url).pathname}${new URL(url).search}`;

test.describe('job alerts by email', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  test.use({ javaScriptEnabled: false });

  test.beforeAll(async () => {
    inbox = await smtpInbox();
    dataDir = mkdtempSync(path.join(tmpdir(), 'job-alerts-'));
    fakeAdmin = (await servers.startFakeAdmin()).url;
    expect((await hideJobs([JOB.id])).ok).toBe(true);
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    await servers.startSite(port, {
      DATA_DIR: dataDir,
      ADMIN_API_URL: `${fakeAdmin}/admin/api`,
      JOBS_REFRESH_MS: '1000',
      WORKER_INTERVAL_MS: '500',
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Northstar Careers <careers@example.com>',
      INDEXNOW_KEY,
      // The fake admin API answers 404 there: the notifications are dropped; the key file is checked here.
      INDEXNOW_ENDPOINT: `${fakeAdmin}/indexnow`,
    });
  });

  test.afterAll(async () => {
    await servers.stopAll();
    await inbox?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('subscribe, confirm, get the digest of a new job, unsubscribe in one click', async ({
    page,
    request,
    browser,
  }) => {
    // axe runs in the page's own JavaScript: a context of its own with JavaScript on checks the
    // pages (a new context takes this file's options, JavaScript off among them, unless told).
    const axeContext = await browser.newContext({
      javaScriptEnabled: true,
      bypassCSP: true,
      reducedMotion: 'reduce',
    });
    const axePage = await axeContext.newPage();
    const expectAxeClean = async (url: string) => {
      await axePage.goto(url);
      await expectNoAxeViolations(axePage);
    };
    await page.goto(`${site}/careers`);
    const form = page.getByRole('region', { name: 'Get New Jobs by Email' });
    await expect(form).toBeVisible();
    await expectAxeClean(`${site}/careers`);
    await form.getByRole('textbox', { name: 'Email' }).fill('asha@example.com');
    await form.getByRole('textbox', { name: 'Keywords' }).fill('Reliability');
    await form.getByRole('combobox', { name: 'Location' }).selectOption('Hyderabad');
    await form.getByRole('button', { name: 'Email me new jobs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('we have sent you an email');

    const confirmation = await mailWithSubject(/^Confirm your job alert/);
    expect(confirmation.to).toMatchObject({ text: 'asha@example.com' });
    const confirmUrl = linkIn(confirmation, 'confirm');
    expect(confirmUrl).toBeDefined();
    // Opening the link acts on nothing (mail scanners open links too): the button confirms.
    await page.goto(confirmUrl!);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm your job alert' }),
    ).toBeVisible();
    await expectAxeClean(confirmUrl!);
    await page.getByRole('button', { name: 'Confirm job alert' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your job alert is confirmed' }),
    ).toBeVisible();
    expect(inbox.mails).toHaveLength(1);

    // The job opens in the admin: the next look records it, the worker mails the digest.
    expect((await hideJobs([])).ok).toBe(true);
    const digest = await mailWithSubject(/^1 new job at /);
    expect(digest.text).toMatch(new RegExp(`https?://[^/\\s]+${JOB.path}`));
    expect(digest.text).toContain('Site Reliability Engineer');
    expect(headerOf(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = /^<(.+)>$/.exec(headerOf(digest, 'List-Unsubscribe') ?? '')?.[1];
    const unsubscribeUrl = onThisServer(listUnsubscribe!);
    expect(unsubscribeUrl).toBe(linkIn(digest, 'unsubscribe'));

    const oneClick = await request.post(unsubscribeUrl!, {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(oneClick.status()).toBe(200);
    expect(await oneClick.text()).toContain('You are unsubscribed');
    const again = await request.get(unsubscribeUrl!);
    expect(again.status()).toBe(404);
    expect(await again.text()).toContain('This link is no longer valid');
    expect(inbox.mails).toHaveLength(2);
    await axeContext.close();
  });

  test('a data request reaches the company only once its mailbox confirms it', async ({
    request,
  }) => {
    const email = 'asha.dpr@example.com';
    const reachedCompany = async () =>
      (
        (await (await fetch(`${fakeAdmin}/__requests`)).json()) as { json?: { email?: string } }[]
      ).some((sent) => sent.json?.email === email);
    const asked = await request.post(`${site}/api/data-requests`, {
      data: { full_name: 'Asha Verma', email, request_type: 'access' },
      headers: { origin: site, 'sec-fetch-site': 'same-origin' },
    });
    expect(asked.status()).toBe(202);
    const mail = await mailWithSubject(/^Please confirm a data request/);
    expect(mail.to).toMatchObject({ text: email });
    const link = /https?:\/\/[^/\s]+(\/api\/data-requests\/confirm\?s=[\w-]+&e=\d+&t=[\w-]+)/.exec(
      mail.text ?? '',
    )?.[1];
    const confirmPage = await request.get(`${site}${link}`);
    expect(confirmPage.status()).toBe(200);
    expect(await confirmPage.text()).toContain('Confirm your data request');
    expect(await reachedCompany()).toBe(false);
    const done = await request.post(`${site}${link}`);
    expect(done.status()).toBe(200);
    expect(await done.text()).toContain('Your request is confirmed');
    await expect.poll(reachedCompany, { timeout: 15_000 }).toBe(true);
  });

  test('serves the IndexNow key file at /<key>.txt, and 404 for other names', async ({
    request,
  }) => {
    const keyFile = await request.get(`${site}/${INDEXNOW_KEY}.txt`, { maxRedirects: 0 });
    expect(keyFile.status()).toBe(200);
    expect(await keyFile.text()).toBe(INDEXNOW_KEY);
    const other = await request.get(`${site}/not0the0key.txt`, { maxRedirects: 0 });
    expect(other.status()).toBe(404);
  });

  test('lists the open jobs in the RSS feed, linked from the careers page', async ({ page }) => {
    await page.goto(`${site}/careers`);
    const feed = page.locator('link[rel="alternate"][type="application/rss+xml"]');
    await expect(feed).toHaveAttribute('href', /\/careers\/feed\.xml$/);
    const response = await page.request.get(`${site}/careers/feed.xml`);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    expect(await response.text()).toContain('<title>Senior Java Developer</title>');
  });
});
