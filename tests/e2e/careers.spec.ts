import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './returning-visitor';
import { expectNoAxeViolations } from './helpers';
import { expectReadableLayout } from './layout-checks';
import { company } from '@/content/company';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const fakeSiteURL = `http://127.0.0.1:${Number(process.env.E2E_ADMIN_PORT ?? PORT + 1)}`;
const errorSiteURL = `http://127.0.0.1:${Number(process.env.E2E_ERROR_SITE_PORT ?? PORT + 2)}`;
const fakeAdminURL = `http://127.0.0.1:${Number(process.env.E2E_FAKE_ADMIN_PORT ?? 3199)}`;
const JOB_PATH = '/careers/cloud-platform-engineer-1024';
/** A small, well-formed one-page PDF (with its xref table), as a visitor would upload. */
const RESUME_PDF = readFileSync('tests/e2e/fixtures/resume.pdf');

const showing = (page: Page) => page.getByText(/^Showing \d+ of \d+ jobs$/);
/** The jobs the fake admin API lists, and the first page of them. */
const { jobs } = JSON.parse(readFileSync('tests/fake-admin-api/fixture.json', 'utf8')) as {
  jobs: { location: string; employment_type: string }[];
};
const TOTAL = jobs.length;
const FIRST = `Showing ${Math.min(10, TOTAL)} of ${TOTAL} jobs`;
const inPune = jobs.filter((job) => job.location === 'Pune');
const partTimeInPune = inPune.filter((job) => job.employment_type === 'Part-time');
const cards = (page: Page) => page.locator('#positions li:has(h3)');

test('search finds a third-page job at once, with its chip, and the URL follows', async ({
  returningVisitor: page,
}) => {
  await page.goto('/careers');
  await expect(showing(page)).toHaveText(FIRST);
  await page.getByPlaceholder('Search jobs by title or description...').fill('KUBERNETES');
  await expect(showing(page)).toHaveText('Showing 1 of 1 jobs');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole('heading')).toHaveText('Cloud Platform Engineer');
  await expect(page).toHaveURL(/\?q=KUBERNETES$/);
  await page.getByRole('link', { name: /Search: KUBERNETES/ }).click();
  await expect(showing(page)).toHaveText(FIRST);
  await expect(page.getByPlaceholder('Search jobs by title or description...')).toHaveValue('');
});

test("location and type filters, chips and Clear all; the hero's figures are what they return", async ({
  returningVisitor: page,
  request,
}) => {
  await page.goto('/careers');
  // Each figure of the hero's picture is the total that filter finds (the API is the same search).
  const found = async (query: string) =>
    ((await (await request.get(`/api/jobs?${query}`)).json()) as { total: number }).total;
  const hero = page.locator('#hero');
  const total = Number(await hero.locator('[data-total]').textContent());
  expect(total).toBe(await found(''));
  let named = 0;
  for (const row of await hero.locator('li[data-place]').all()) {
    const place = (await row.getAttribute('data-place'))!;
    const count = Number(await row.locator('[data-count]').textContent());
    expect(count, place).toBe(await found(`location=${encodeURIComponent(place)}`));
    named += count;
  }
  const rest = hero.locator('li:not([data-place]) [data-count]');
  expect(named + ((await rest.count()) ? Number(await rest.textContent()) : 0)).toBe(total);
  for (const chip of await hero.locator('[data-kind]').all()) {
    const kind = (await chip.getAttribute('data-kind'))!;
    await expect(chip).toHaveText(`${kind} · ${await found(`type=${encodeURIComponent(kind)}`)}`);
  }

  const location = page.getByLabel('Location');
  await expect(location.locator('option').first()).toHaveText('All Locations');
  await expect(page.getByLabel('Employment type').locator('option').first()).toHaveText(
    'All Types',
  );
  await location.selectOption('Pune');
  await expect(showing(page)).toHaveText(`Showing ${inPune.length} of ${inPune.length} jobs`);
  await page.getByLabel('Employment type').selectOption('Part-time');
  const { length: both } = partTimeInPune;
  await expect(showing(page)).toHaveText(`Showing ${both} of ${both} jobs`);
  await expect(page).toHaveURL(/location=Pune&type=Part-time/);
  await expect(page.getByRole('link', { name: /Location: Pune/ })).toBeVisible();
  await page.getByRole('link', { name: /Type: Part-time/ }).click();
  await expect(showing(page)).toHaveText(`Showing ${inPune.length} of ${inPune.length} jobs`);
  await page.getByRole('link', { name: 'Clear all' }).click();
  await expect(showing(page)).toHaveText(FIRST);
  await expect(location).toHaveValue('');
});

test('Load More appends the next ten until all are shown', async ({ returningVisitor: page }) => {
  await page.goto('/careers');
  for (let shown = 10; shown < TOTAL; shown += 10) {
    await page.getByRole('link', { name: `Load More Jobs (${shown} of ${TOTAL})` }).click();
    const next = Math.min(shown + 10, TOTAL);
    await expect(showing(page)).toHaveText(`Showing ${next} of ${TOTAL} jobs`);
    await expect(cards(page)).toHaveCount(next);
  }
  await expect(page.getByRole('link', { name: /Load More Jobs/ })).toHaveCount(0);
});

test('the empty state offers to clear all filters', async ({ returningVisitor: page }) => {
  await page.goto('/careers?q=zzzz-no-such-job');
  await expect(page.getByText('No job openings match your criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(showing(page)).toHaveText(FIRST);
});

test('the error state: an unreachable admin API and a failing search', async ({
  newVisitor: page,
}) => {
  await page.goto(`${errorSiteURL}/careers`);
  await expect(page.getByText('Error: Failed to fetch jobs')).toBeVisible();
  await page.goto('/careers');
  await page.route('**/api/jobs?**', (route) =>
    route.fulfill({ status: 502, json: { success: false, message: 'Failed to fetch jobs' } }),
  );
  await page.getByLabel('Location').selectOption('Pune');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Error: Failed to fetch jobs' }),
  ).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shared URL with filters shows the same results, and the form and Load More work', async ({
    newVisitor: page,
  }) => {
    await page.goto('/careers?q=kubernetes&location=Bengaluru');
    await expect(showing(page)).toHaveText('Showing 1 of 1 jobs');
    await expect(cards(page).getByRole('heading')).toHaveText('Cloud Platform Engineer');
    await page.goto('/careers');
    await page.getByLabel('Employment type').selectOption('Contract');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/type=Contract/);
    await expect(showing(page)).toHaveText(/^Showing (\d+) of \1 jobs$/);
    await page.goto('/careers');
    await page.getByRole('link', { name: `Load More Jobs (10 of ${TOTAL})` }).click();
    await expect(showing(page)).toHaveText(`Showing ${Math.min(20, TOTAL)} of ${TOTAL} jobs`);
  });
});

test('a job page carries JobPosting JSON-LD; the list carries none; a gone job is a 404', async ({
  returningVisitor: page,
}) => {
  await page.goto(JOB_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cloud Platform Engineer');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = blocks
    .map((text) => JSON.parse(text))
    .find((data) => data['@type'] === 'JobPosting');
  expect(posting).toMatchObject({
    title: 'Cloud Platform Engineer',
    identifier: { name: company.name, value: '1024' },
    datePosted: '2026-07-08T11:00:00+05:30',
    hiringOrganization: {
      name: company.name,
      logo: expect.stringMatching(/\/images\/brand\/logo-512\.png$/),
    },
    jobLocation: {
      address: { addressLocality: 'Bengaluru', addressRegion: 'Karnataka', addressCountry: 'IN' },
    },
    employmentType: 'FULL_TIME',
    directApply: true,
  });
  expect(posting.description).toContain('Run Kubernetes clusters');
  await expect(page.getByText('Bengaluru, Karnataka, India')).toBeVisible();
  for (const skill of ['AWS', 'Terraform'])
    await expect(page.getByRole('listitem').filter({ hasText: skill })).toBeVisible();

  await page.goto('/careers');
  expect(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).join(''),
  ).not.toContain('JobPosting');

  const gone = await page.goto('/careers/closed-role-99999');
  expect(gone?.status()).toBe(404);
  await page.getByRole('link', { name: 'See open positions' }).click();
  await expect(page).toHaveURL(/\/careers#positions$/);
});

test('a remote job is a telecommute posting for applicants in India', async ({ request }) => {
  const list = await (await request.get('/api/jobs?location=Remote')).json();
  const job = list.jobs[0];
  const html = await (await request.get(`/careers/x-${job.id}`, { maxRedirects: 1 })).text();
  expect(html).toContain('"jobLocationType":"TELECOMMUTE"');
  expect(html).toMatch(/"applicantLocationRequirements":\{"@type":"Country","name":"India"\}/);
});

test(
  '/careers and its dialog have no axe violations and a readable, varied layout; the dialog closes on Escape and returns focus',
  { tag: '@viewports' },
  async ({ returningVisitor: page }) => {
    await page.goto('/careers');
    await expect(showing(page)).toBeVisible();
    const phone = page.viewportSize()!.width < 768;
    // Candidates are on phones: there the first job starts within the first two screens.
    if (phone)
      expect(
        await cards(page)
          .first()
          .evaluate((card) => card.getBoundingClientRect().top + scrollY),
      ).toBeLessThanOrEqual(1700);
    await expectNoAxeViolations(page);
    // At most two icon-card grids, none in neighbouring sections; text of 16 px or more at
    // 45–80 characters a line; no orphan rows; everything inside the page margin.
    await expectReadableLayout(page);
    const apply = cards(page).first().getByRole('button', { name: 'Apply Now' });
    await apply.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Apply for this position' })).toBeVisible();
    // On a phone it opens on the form, the job's details one tap away; beside the form on a desktop.
    const overview = dialog.getByRole('heading', { name: 'Overview' });
    if (phone) {
      await expect(dialog.getByLabel(/^First name/)).toBeInViewport();
      await expect(overview).toBeHidden();
      await dialog.getByRole('button', { name: 'Job details' }).click();
      await expect(overview).toBeVisible();
    } else await expect(overview).toBeVisible();
    for (const legend of [
      'Personal Information',
      'Professional Information',
      'Online Presence',
      'Documents',
    ]) {
      await expect(dialog.locator('legend', { hasText: legend })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(apply).toBeFocused();
  },
);

test("a job page's Apply Now opens the dialog by keyboard and closing returns focus", async ({
  returningVisitor: page,
}) => {
  await page.goto(JOB_PATH);
  const apply = page.getByRole('button', { name: 'Apply Now' });
  await apply.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Cloud Platform Engineer');
  await expect(dialog.getByRole('heading', { name: 'Apply for this position' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(apply).toBeFocused();
});

test('a full application by keyboard shows its busy state and delivers the PDF byte for byte', async ({
  newVisitor: page,
}, testInfo) => {
  const email = `asha.${testInfo.project.name}.${Date.now()}@example.com`;
  // Only this application (its body carries the email) is answered late, so the busy state can be seen.
  const slow = (mode: string) =>
    page.request.post(`${fakeAdminURL}/__mode`, { data: { mode, delayMs: 2_500, match: email } });
  expect((await slow('slow')).ok()).toBe(true);
  await page.goto(`${fakeSiteURL}/careers?q=kubernetes`);
  const apply = cards(page).getByRole('button', { name: 'Apply Now' });
  await apply.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Cloud Platform Engineer');

  await page.getByLabel(/^First name/).focus();
  for (const value of ['Asha', 'Rao', email, '+91 98765 43210', '4']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  // Current company, expected salary, notice period, LinkedIn and portfolio stay empty.
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Resume/)).toBeFocused();
  await page
    .getByLabel(/^Resume/)
    .setInputFiles({ name: 'My CV (final).pdf', mimeType: 'application/pdf', buffer: RESUME_PDF });
  await page.getByRole('button', { name: 'Submit Application' }).focus();
  try {
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Submitting Application...' })).toBeDisabled();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Application submitted successfully!' }),
    ).toBeVisible();
  } finally {
    await slow('ok');
  }
  await expect(dialog).toHaveCount(0);
  await expect(apply).toBeFocused();

  const requests = (await (await page.request.get(`${fakeAdminURL}/__requests`)).json()) as {
    path: string;
    mode: string;
    fields?: Record<string, string>;
    files?: { name: string; filename: string; sha256: string; size: number }[];
  }[];
  const sent = requests.find(
    (request) =>
      request.path.endsWith('/applications/submit-application.php') &&
      request.fields?.email === email,
  );
  expect(sent?.fields).toEqual({
    job_id: '1024',
    first_name: 'Asha',
    last_name: 'Rao',
    email,
    phone: '+91 98765 43210',
    experience_years: '4',
  });
  expect(sent?.mode).toBe('slow');
  expect(sent?.files).toEqual([
    expect.objectContaining({
      name: 'resume',
      filename: 'resume-asha-rao.pdf',
      size: RESUME_PDF.length,
      sha256: createHash('sha256').update(new Uint8Array(RESUME_PDF)).digest('hex'),
    }),
  ]);
});
