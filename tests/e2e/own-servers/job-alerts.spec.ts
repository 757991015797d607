// Job alerts end to end against a real SMTP server in this process: subscribe on /careers without
// JavaScript, read the confirmation mail, confirm, publish a matching job in the fake admin API,
// receive the digest, unsubscribe with its List-Unsubscribe URL (RFC 8058 one-click POST). Also
// the IndexNow key file, and a data request that waits for its mailbox's confirmation. One site of its own on a free port, with its fake admin API in this
// process; the watcher looks every second and the worker (which sends digests) every half second.
// The mails' links carry the build's SITE_URL: the test follows them on this server.
// The same site and inbox serve an application from a phone: the resume fills the form (read by
// the server, or by the browser when the server won't), the receipt comes on the page and by
// mail, and its status page goes from received to delivered.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { resumeContentTypes } from '@/lib/shared/schemas/application';
import { headerOf, smtpInbox } from '../../unit/fixtures/smtp-inbox';
import { freePort } from '../../support/free-port.mjs';
import { acceptCookies, expectNoAxeViolations, skipSplash } from '../helpers';
import { seededStore } from '../seeded-store.mjs';
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

test.beforeAll(async () => {
  inbox = await smtpInbox();
  dataDir = seededStore(mkdtempSync(path.join(tmpdir(), 'job-alerts-')));
  fakeAdmin = (await servers.startFakeAdmin()).url;
  expect((await hideJobs([JOB.id])).ok).toBe(true);
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  await servers.startSite(port, {
    DATA_DIR: dataDir,
    ADMIN_API_URL: `${fakeAdmin}/admin/api`,
    JOBS_REFRESH_MS: '1000',
    // The application's outage below: the worker retries a second after a failed delivery.
    OUTBOX_FIRST_RETRY_MS: '1000',
    WORKER_INTERVAL_MS: '500',
    SMTP_URL: inbox.url,
    MAIL_FROM: 'Northstar Careers <careers@example.com>',
    INDEXNOW_KEY,
    // The fake admin API answers 404 there: the notifications are dropped; the key file is checked here.
    INDEXNOW_ENDPOINT: `${fakeAdmin}/indexnow`,
    // Past the third resume, the candidate's browser reads the file itself.
    RATE_LIMIT_RESUME_READINGS: '3/600',
  });
});

test.afterAll(async () => {
  await servers.stopAll();
  await inbox?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test.describe('job alerts by email', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ javaScriptEnabled: false });

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

/** Where the store keeps the applications, by source: `npm run submissions -- --by-source --json`. */
function storedSources(): { sources: { source: string; count: number }[] } {
  const output = execFileSync('node', ['scripts/submissions.mjs', '--by-source', '--json'], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

/** Strings of PDF.js's and mammoth's code that survive minifying. */
const PDFJS_MARKER = 'Invalid PDF structure.';
const MAMMOTH_MARKER = 'word/document.xml';

/** The page's scripts, and whether one with PDF.js (or mammoth, the DOCX reader) in it has loaded. */
function scriptsOf(page: Page) {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().catch(() => ''));
  });
  return {
    loaded: async (marker: string) =>
      (await Promise.all(scripts)).some((body) => body.includes(marker)),
  };
}

/** Whether the resume reader's worker has loaded a script with `marker` (its requests are not the page's events). */
async function loadedInWorker(page: Page, request: APIRequestContext, marker: string) {
  const [worker] = page.workers();
  if (!worker) return false;
  const urls = await worker.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  const bodies = await Promise.all(urls.map((url) => request.get(url).then((r) => r.text())));
  return bodies.some((body) => body.includes(marker));
}

const setAdminMode = (mode: string) =>
  fetch(`${fakeAdmin}/__mode`, { method: 'POST', body: JSON.stringify({ mode }) });

test.describe('applying from a phone', () => {
  test.use({ javaScriptEnabled: true, viewport: { width: 390, height: 844 }, hasTouch: true });
  test.beforeEach(async ({ page }) => {
    await skipSplash(page);
    await acceptCookies(page);
  });

  test('the resume fills the form; a receipt on the page and by mail; the status page goes from received to delivered; the referral code is stored', async ({
    page,
    request,
  }) => {
    const scripts = scriptsOf(page);
    // An employee gets a personal link from the job's share panel; the candidate follows it.
    await page.goto(`${site}/careers/senior-java-developer-1001`);
    await page.getByText('Refer someone (for employees)').click();
    await page.getByLabel('Your name or employee ID').fill('Priya Sharma');
    await page.getByRole('button', { name: 'Get my referral link' }).click();
    const referral = await page
      .locator('p', { hasText: 'Your referral link:' })
      .locator('.font-mono')
      .textContent();
    expect(referral).toMatch(/\/careers\/senior-java-developer-1001\?ref=priya-sharma$/);
    await page.goto(onThisServer(referral!));
    await page.getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('[name="resume"]')).toBeVisible();
    // What the candidate typed before choosing the file stays as typed, unmarked.
    await dialog.locator('[name="phone"]').fill('+91 90000 12345');
    // The server reads the file (and keeps it nowhere); the phone loads no reader.
    const readOnServer = page.waitForResponse(`${site}/api/resume-fields`);
    await dialog
      .locator('[name="resume"]')
      .setInputFiles('tests/unit/fixtures/resumes/one-column.pdf');
    expect((await readOnServer).status()).toBe(200);
    await expect(dialog.getByRole('status').filter({ hasText: 'We filled 6 fields' })).toBeVisible({
      timeout: 30_000,
    });
    expect(page.workers()).toHaveLength(0);
    const filled = {
      first_name: 'Priya',
      last_name: 'Sharma',
      email: 'priya.sharma@example.com',
      experience_years: '7',
      current_company: 'Infosys',
      // The form has no field for the current role and the skills: the cover letter says them.
      cover_letter:
        'Current role: Senior Software Engineer\nSkills: React, TypeScript, Node.js, PostgreSQL, AWS',
    };
    for (const [name, value] of Object.entries(filled)) {
      const input = dialog.locator(`[name="${name}"]`);
      await expect(input).toHaveValue(value);
      await expect(input).toHaveAttribute('data-autofilled', 'true');
    }
    await expect(dialog.locator('[name="phone"]')).toHaveValue('+91 90000 12345');
    await expect(dialog.locator('[name="phone"]')).not.toHaveAttribute('data-autofilled');
    // The page itself never loads a reader.
    expect(await scripts.loaded(PDFJS_MARKER)).toBe(false);
    expect(await scripts.loaded(MAMMOTH_MARKER)).toBe(false);
    // Still editable: the candidate's own words replace the filled ones, and lose the mark.
    await dialog.locator('[name="current_company"]').fill('Infosys Ltd');
    await expect(dialog.locator('[name="current_company"]')).not.toHaveAttribute('data-autofilled');
    // The admin API is down when the candidate applies: the outbox keeps the application.
    expect((await setAdminMode('error500')).ok).toBe(true);
    await dialog.getByRole('button', { name: 'Submit Application' }).click();

    const receipt = page.getByRole('region', { name: 'Your receipt' });
    await expect(receipt).toBeVisible();
    const reference = await receipt.locator('[data-receipt="Reference"]').textContent();
    expect(reference).toMatch(/^APP-[\dA-F]{10}$/);
    await expect(receipt.locator('[data-receipt="Job"]')).toHaveText('Senior Java Developer');
    await expect(receipt.locator('[data-receipt="Current company"]')).toHaveText('Infosys Ltd');
    await expect(receipt.locator('[data-receipt="Resume"]')).toHaveText(
      /^one-column\.pdf \(\d+ KB\)$/,
    );
    const statusPath = await receipt
      .getByRole('link', { name: 'See where your application stands' })
      .getAttribute('href');
    // The address is lowercase, as every address of the site.
    expect(statusPath).toMatch(
      new RegExp(`^/careers/applications/${reference!.toLowerCase()}\\?token=`),
    );

    const mail = await mailWithSubject(new RegExp(`^Your application ${reference}$`));
    expect(mail.to).toMatchObject({ text: 'priya.sharma@example.com' });
    expect(mail.text).toContain('Senior Java Developer');
    expect(mail.text).toContain(statusPath!);
    expect(mail.attachments).toHaveLength(0);

    await page.goto(`${site}${statusPath}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Application ${reference}` }),
    ).toBeVisible();
    await expect(page.locator('[data-step="received"]')).toBeVisible();
    await expect(page.locator('[data-step="delivered"]')).toHaveCount(0);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.content()).not.toContain('priya');

    // The admin API is back: the worker delivers, and the page says so from the outbox's record.
    expect((await setAdminMode('ok')).ok).toBe(true);
    // Held with its next try minutes away: due now, as an operator would make it.
    execFileSync('node', ['scripts/outbox.mjs', 'retry', 'pending'], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
    await expect(async () => {
      await page.reload();
      await expect(page.locator('[data-step="delivered"]')).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 30_000 });

    // A wrong token, and a reference that does not exist, get the same 404.
    const wrong = statusPath!.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const refused = await request.get(`${site}${wrong}`);
    expect(refused.status()).toBe(404);
    expect(refused.headers()['x-robots-tag']).toBe('noindex');
    const unknown = await request.get(
      `${site}${statusPath!.replace(reference!.toLowerCase(), 'app-0000000000')}`,
    );
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toBe(await refused.text());

    expect(storedSources().sources).toContainEqual({ source: 'referral priya-sharma', count: 1 });
  });

  test('when the server reads no more resumes, the browser reads the file beside the page', async ({
    page,
    request,
  }) => {
    const docx = readFileSync('tests/unit/fixtures/resumes/one-column.docx');
    const headers = { 'Content-Type': resumeContentTypes.docx };
    let status = 0;
    for (let turn = 0; turn < 5 && status !== 429; turn += 1)
      status = (await request.post(`${site}/api/resume-fields`, { headers, data: docx })).status();
    expect(status).toBe(429);

    const scripts = scriptsOf(page);
    await page.goto(`${site}/careers/senior-java-developer-1001`);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog');
    const refused = page.waitForResponse(`${site}/api/resume-fields`);
    await dialog
      .locator('[name="resume"]')
      .setInputFiles('tests/unit/fixtures/resumes/one-column.docx');
    expect((await refused).status()).toBe(429);
    // Mammoth reads it in a worker: seconds on two cores while the rest of the suite runs beside it.
    await expect(
      dialog.getByRole('status').filter({ hasText: /^We filled \d+ fields/ }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(dialog.locator('[name="email"]')).toHaveAttribute('data-autofilled', 'true');
    expect(await loadedInWorker(page, request, MAMMOTH_MARKER)).toBe(true);
    expect(await loadedInWorker(page, request, PDFJS_MARKER)).toBe(false);
    expect(await scripts.loaded(MAMMOTH_MARKER)).toBe(false);
  });
});
