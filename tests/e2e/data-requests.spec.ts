import type { Locator, Page } from '@playwright/test';
import { expect, test } from './returning-visitor';
import { company } from '@/content/company';
import { dataNotice, dataRequestPage, dataRequestTypes } from '@/content/data-protection';
import { expectNoAxeViolations } from './helpers';
import { expectReadableLayout } from './layout-checks';
import { adminSiteURL, findEnquiry } from './servers';

const REFERENCE = /DPR-[0-9A-F]{8}/;

async function fill(form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const control = form.locator(`[name="${name}"]`);
    if (name === 'request_type') await control.selectOption(value);
    else await control.fill(value);
  }
}

const requestForm = (page: Page) => page.locator('section#form form');

test(
  'the page is reached from the footer and the privacy policy, has no axe violations and a readable layout',
  {
    tag: '@viewports',
  },
  async ({ returningVisitor: page }) => {
    await page.goto('/privacy');
    await page
      .getByRole('link', { name: new RegExp(dataRequestPage.heading) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/data-requests$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dataRequestPage.heading);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: dataRequestPage.title }),
    ).toHaveAttribute('href', '/data-requests');
    await expect(requestForm(page).getByLabel(/Your request/)).toBeVisible();
    await expectNoAxeViolations(page);
    await expectReadableLayout(page);
  },
);

test('a refused request comes back as a page with what was typed, without axe violations', async ({
  returningVisitor: page,
}) => {
  await page.goto('/data-requests');
  const form = requestForm(page);
  await fill(form, { full_name: 'Axe Check', email: 'axe@example.com', details: 'Kept' });
  await form.evaluate((element) => element.setAttribute('novalidate', ''));
  await form.getByRole('button', { name: dataRequestPage.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    dataRequestPage.result.errorHeading,
  );
  await expect(page.locator('[name="full_name"]')).toHaveValue('Axe Check');
  await expect(page.locator('[name="details"]')).toHaveValue('Kept');
  await expect(page.getByText(dataRequestPage.messages.requestType)).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(`an erasure request is acknowledged with a reference number and reaches the company's admin API`, async ({
    newVisitor: page,
  }) => {
    const email = `dpr.${Date.now()}@example.com`;
    await page.goto(`${adminSiteURL}/data-requests`);
    const form = requestForm(page);
    await fill(form, {
      full_name: 'Ravi Kumar',
      email,
      request_type: 'erasure',
      details: 'Please erase my application.',
    });
    await form.getByRole('button', { name: dataRequestPage.submit }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      dataRequestPage.result.successHeading,
    );
    const status = page.getByRole('status');
    await expect(status).toContainText(REFERENCE);
    const reference = REFERENCE.exec((await status.textContent()) ?? '')![0];
    await expect(status).toHaveText(dataRequestPage.acknowledged(reference));
    const subject = `Data request: Erasure (${reference})`;
    await expect
      .poll(async () => (await findEnquiry(adminSiteURL, subject)).stored)
      .toMatchObject({ email, full_name: 'Ravi Kumar', subject });
  });

  test('every request type can be chosen', async ({ newVisitor: page }) => {
    await page.goto('/data-requests');
    const options = requestForm(page).locator('[name="request_type"] option');
    await expect(options).toHaveText([
      dataRequestPage.typePrompt,
      ...Object.values(dataRequestTypes),
    ]);
  });

  test('the enquiry and application forms say what happens to the data, beside the submit button', async ({
    newVisitor: page,
    request,
  }) => {
    const notice = (scope: Locator) => scope.getByText(dataNotice.heading).locator('..');
    await page.goto('/contact');
    const enquiry = notice(page.locator('section#form'));
    await expect(enquiry).toContainText(dataNotice.purpose.enquiry);
    await expect(enquiry).toContainText(dataNotice.retention);
    await expect(
      enquiry.getByRole('link', { name: company.grievanceOfficer.email }),
    ).toHaveAttribute('href', `mailto:${company.grievanceOfficer.email}`);
    await expect(enquiry.getByRole('link', { name: dataNotice.policyLink })).toHaveAttribute(
      'href',
      '/privacy',
    );

    const careers = await (await request.get(`${adminSiteURL}/careers`)).text();
    const jobPath = careers.match(/href="(\/careers\/[a-z0-9-]+-\d+)"/)?.[1];
    await page.goto(`${adminSiteURL}${jobPath}`);
    const apply = page.locator('#apply form');
    await expect(notice(apply)).toContainText(dataNotice.purpose.application);
    const consent = apply.getByLabel(/Keep my resume for other suitable openings for 12 months/);
    await expect(consent).not.toBeChecked();
  });
});
