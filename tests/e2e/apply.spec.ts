import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { acceptCookies, expectNoAxeViolations, renderedFrames, skipSplash } from './helpers';
import { adminSiteURL, e2eAdminDataDir, fakeAdminURL } from './servers';

const JOB_PATH = '/careers/cloud-platform-engineer-1024';
const RESUME_PDF = readFileSync('tests/e2e/fixtures/resume.pdf');
const RESUME_SHA256 = createHash('sha256').update(new Uint8Array(RESUME_PDF)).digest('hex');
const resumeFile = { name: 'My CV.pdf', mimeType: 'application/pdf', buffer: RESUME_PDF };
const RECEIVED = 'Thank you — your application has been received and will be processed shortly.';

type Recorded = {
  path: string;
  mode: string;
  fields?: Record<string, string>;
  files?: { name: string; sha256: string; size: number }[];
};

/** The applications that reached the fake admin API for this email, each attempt once. */
async function applicationsAtFakeAdmin(
  request: APIRequestContext,
  email: string,
): Promise<Recorded[]> {
  const all = (await (await request.get(`${fakeAdminURL}/__requests`)).json()) as Recorded[];
  return all.filter(
    (row) =>
      row.path.endsWith('/applications/submit-application.php') && row.fields?.email === email,
  );
}

const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

async function fill(form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    await form.locator(`[name="${name}"]`).fill(value);
}

async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Apply Now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Apply for this position' })).toBeVisible();
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
  await acceptCookies(page);
});

test.describe('the application dialog', () => {
  test('dismissing the file picker (its bubbling cancel) leaves the dialog open with what was typed', async ({
    page,
  }) => {
    await page.goto(JOB_PATH);
    const dialog = await openDialog(page);
    await dialog.locator('[name="first_name"]').fill('Asha');
    // What Chromium does when the picker is dismissed: `cancel` on the input, bubbling to the dialog.
    await dialog
      .locator('[name="resume"]')
      .evaluate((input) => input.dispatchEvent(new Event('cancel', { bubbles: true })));
    // Whatever the event set off has rendered.
    await renderedFrames(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[name="first_name"]')).toHaveValue('Asha');
    // Escape on the dialog itself still closes it.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('what was typed survives a close and a reload until it is sent, never the file', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('draft');
    const typed = {
      first_name: 'Meera',
      last_name: 'Iyer',
      email,
      cover_letter: 'I run clusters.',
    };
    await page.goto(`${adminSiteURL}${JOB_PATH}`);
    let dialog = await openDialog(page);
    await fill(dialog, typed);
    await dialog.locator('[name="resume"]').setInputFiles(resumeFile);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    dialog = await openDialog(page);
    for (const [name, value] of Object.entries(typed))
      await expect(dialog.locator(`[name="${name}"]`)).toHaveValue(value);
    await expect(dialog.locator('[name="resume"]')).toHaveValue('');

    await page.reload();
    dialog = await openDialog(page);
    for (const [name, value] of Object.entries(typed))
      await expect(dialog.locator(`[name="${name}"]`)).toHaveValue(value);
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('My CV');

    await fill(dialog, { phone: '+91 98765 43210', experience_years: '6' });
    await dialog.locator('[name="resume"]').setInputFiles(resumeFile);
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Application submitted successfully!' }),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(await applicationsAtFakeAdmin(request, email)).toHaveLength(1);

    dialog = await openDialog(page);
    for (const name of Object.keys(typed))
      await expect(dialog.locator(`[name="${name}"]`)).toHaveValue('');
  });
});

test("the job page's own form and the answer it gets have no axe violations", async ({ page }) => {
  // The plain form posts natively with JavaScript on too; axe needs JavaScript to run.
  await page.goto(`${adminSiteURL}${JOB_PATH}#apply`);
  const form = page.locator('#apply form');
  await fill(form, {
    first_name: 'Axe',
    last_name: 'Check',
    email: uniqueEmail('axe'),
    phone: '123',
    experience_years: '1',
  });
  await form.locator('[name="resume"]').setInputFiles(resumeFile);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your application was not sent');
  await expectNoAxeViolations(page);
});

test.describe('applying without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const applyForm = (page: Page) => page.locator('#apply form');
  const submit = (page: Page) =>
    page.waitForResponse((response) => response.url().endsWith('/api/applications'));

  test('Apply Now leads to the form in the page, which delivers the resume byte for byte', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('nojs');
    await page.goto(`${adminSiteURL}${JOB_PATH}`);
    await page.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(/#apply$/);
    const form = applyForm(page);
    await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    await fill(form, {
      first_name: 'Ravi',
      last_name: 'Kumar',
      email,
      phone: '+91 98480 12345',
      experience_years: '7',
    });
    await form.locator('[name="resume"]').setInputFiles(resumeFile);
    const answered = submit(page);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for applying');
    await expect(page.getByRole('status')).toHaveText('Application submitted successfully!');

    const [sent] = await applicationsAtFakeAdmin(request, email);
    expect(sent?.fields).toEqual({
      job_id: '1024',
      first_name: 'Ravi',
      last_name: 'Kumar',
      email,
      phone: '+91 98480 12345',
      experience_years: '7',
    });
    expect(sent?.files).toEqual([
      expect.objectContaining({ name: 'resume', size: RESUME_PDF.length, sha256: RESUME_SHA256 }),
    ]);
  });

  test('field errors come back with everything typed but the file, and the corrected form goes through', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('fix');
    const typed = {
      first_name: 'Anil',
      last_name: 'Das',
      email,
      phone: '12345',
      experience_years: '3',
      current_company: 'Acme',
      cover_letter: 'Line one\nLine two <b>',
    };
    await page.goto(`${adminSiteURL}${JOB_PATH}#apply`);
    const form = applyForm(page);
    await fill(form, typed);
    await form.locator('[name="resume"]').setInputFiles(resumeFile);
    let answered = submit(page);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    expect((await answered).status()).toBe(422);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your application was not sent',
    );
    await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields');
    const again = page.locator('form');
    for (const [name, value] of Object.entries(typed))
      await expect(again.locator(`[name="${name}"]`)).toHaveValue(value);
    await expect(again.locator('[name="resume"]')).toHaveValue('');
    const phone = again.locator('[name="phone"]');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(/Invalid phone number format$/);
    expect(await applicationsAtFakeAdmin(request, email)).toHaveLength(0);

    await phone.fill('+91 99999 12345');
    await again.locator('[name="resume"]').setInputFiles(resumeFile);
    answered = submit(page);
    await again.getByRole('button', { name: 'Submit Application' }).click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByRole('status')).toHaveText('Application submitted successfully!');
    const [sent] = await applicationsAtFakeAdmin(request, email);
    expect(sent?.fields).toMatchObject({ phone: '+91 99999 12345', current_company: 'Acme' });
    // A browser posts a textarea's line breaks as CRLF.
    expect(sent?.fields?.cover_letter?.replace(/\r\n/g, '\n')).toBe(typed.cover_letter);
  });

  test('an admin-API outage is answered "received" and the application is held, then delivered once', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('outage');
    const setMode = async (mode: string) =>
      expect(
        (await request.post(`${fakeAdminURL}/__mode`, { data: { mode, match: email } })).ok(),
      ).toBe(true);
    await page.goto(`${adminSiteURL}${JOB_PATH}#apply`);
    const form = applyForm(page);
    await fill(form, {
      first_name: 'Sana',
      last_name: 'Khan',
      email,
      phone: '+91 98480 55555',
      experience_years: '2',
    });
    await form.locator('[name="resume"]').setInputFiles(resumeFile);
    // Only this application's requests fail (their body carries the email): other tests go on.
    await setMode('reset');
    try {
      const answered = submit(page);
      await form.getByRole('button', { name: 'Submit Application' }).click();
      expect((await answered).status()).toBe(202);
      await expect(page.getByRole('status')).toHaveText(RECEIVED);
      expect(
        (await applicationsAtFakeAdmin(request, email)).every((row) => row.mode === 'reset'),
      ).toBe(true);
    } finally {
      await setMode('ok');
    }
    // Held in the outbox: due now, as an operator would make it, and delivered once, unchanged.
    execFileSync('node', ['scripts/outbox.mjs', 'retry', 'pending'], {
      env: { ...process.env, DATA_DIR: e2eAdminDataDir },
    });
    await expect
      .poll(
        async () =>
          (await applicationsAtFakeAdmin(request, email)).filter((row) => row.mode === 'ok').length,
        { timeout: 20_000 },
      )
      .toBe(1);
    const [delivered] = (await applicationsAtFakeAdmin(request, email)).filter(
      (row) => row.mode === 'ok',
    );
    expect(delivered?.files).toEqual([
      expect.objectContaining({ name: 'resume', sha256: RESUME_SHA256 }),
    ]);
  });
});
