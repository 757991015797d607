import { expect, test } from './returning-visitor';
import { company } from '@/content/company';
import { expectNoAxeViolations } from './helpers';
import { expectReadableLayout } from './layout-checks';
import { enquiryValues, focusContactForm, sendEnquiryByKeyboard } from './enquiry-helpers';
import { readPublishedGlobal } from './records';
import { embeddedURL, findEnquiry } from './servers';

test(
  'shows the office details, links and structured data',
  { tag: '@viewports' },
  async ({ returningVisitor: page }) => {
    await page.goto('/contact');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('section#hero')).toBeVisible();
    await expect(page.locator('section#form')).toBeVisible();
    const form = page.locator('section#form');
    await expect(form.locator('a[href^="tel:+91"]').first()).toBeVisible();
    await expect(form.locator('a[href^="https://wa.me/91"]')).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(form.locator(`a[href="mailto:${company.email}"]`)).toBeVisible();
    await expect(form.getByText(/Hyderabad, Telangana/)).toBeVisible();
    await expect(
      form.locator('a[href^="https://www.google.com/maps/search/?api=1&query="]'),
    ).toHaveAttribute('target', '_blank');
    for (const name of ['LinkedIn', 'X', 'Facebook']) {
      const link = form.getByRole('link', { name: new RegExp(`on ${name} \\(opens`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(
      jsonLd.some((text) => text.includes('"ProfessionalService"') && text.includes('Hyderabad')),
    ).toBe(true);
    await expectNoAxeViolations(page);
    await expectReadableLayout(page);
  },
);

// The contact form on the embedded site; on the site wired to the admin API it is sent in
// own-servers/analytics.spec.ts and outbox.spec.ts.
test('the contact form sends an enquiry by keyboard', async ({ returningVisitor: page }) => {
  await page.goto('/contact');
  const form = page.locator('section#form form');
  await focusContactForm(form);
  const values = enquiryValues(`Contact ${Date.now()}`);
  await sendEnquiryByKeyboard(page, form, values);
  await expect(form.getByRole('status')).toHaveText(
    "Thank you for your message! We'll get back to you soon.",
  );
  await expect(form.locator('[name="full_name"]')).toHaveValue('');
  await expect
    .poll(async () => (await findEnquiry(embeddedURL, values.subject)).stored)
    .toMatchObject(values);
  await expectNoAxeViolations(page);
});

test('every id in the server HTML is unique (one honeypot)', async ({ request }) => {
  const html = await (await request.get('/contact')).text();
  const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
  expect(ids).toContain('contact-website');
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
});

test('a link from a service page (?service=) preselects that service', async ({
  returningVisitor: page,
}) => {
  await page.goto('/contact?service=IT%20Staffing#form');
  const form = page.locator('section#form form');
  await expect(form.locator('[role="status"]')).toHaveCount(1); // the validating form (it has the live region) took over
  await expect(form.locator('[name="service"]')).toHaveValue('IT Staffing');
  await expect(form.locator('[name="service"] option').nth(1)).toHaveText('IT Staffing');
});

test('shows field errors and keeps what was typed', async ({ returningVisitor: page }) => {
  await page.goto('/contact');
  const form = page.locator('section#form form');
  // Until the enhanced form has loaded, the browser's own validation speaks; wait for ours.
  await expect(form).toHaveAttribute('novalidate', '');
  await form.locator('[name="full_name"]').fill('Half Done');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.locator('[name="email"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('[name="full_name"]')).toHaveValue('Half Done');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts and answers with a page saying what happened', async ({
    newVisitor: page,
    request,
  }) => {
    await page.goto('/contact');
    const form = page.locator('section#form form');
    const values = enquiryValues(`No JS ${Date.now()}`);
    for (const [name, value] of Object.entries(values)) {
      if (name === 'service') await form.locator('[name="service"]').selectOption(value);
      else await form.locator(`[name="${name}"]`).fill(value);
    }
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toHaveText(
      "Thank you for your message! We'll get back to you soon.",
    );
    // The answer is a document of its own, titled with the company's name as the CMS publishes it.
    const published = await readPublishedGlobal<{ name: string }>(request, 'company');
    const title = await page.title();
    expect(title.endsWith(` | ${published.name}`), title).toBe(true);
    await expect
      .poll(async () => (await findEnquiry(embeddedURL, values.subject)).stored)
      .toMatchObject(values);
  });
});
