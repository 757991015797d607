import { expect, test, type Route } from '@playwright/test';
import { acceptCookies, expectNoAxeViolations, skipSplash } from './helpers';
import { enquiryValues, sendEnquiryByKeyboard, sendFromSubjectByKeyboard } from './enquiry-helpers';
import { adminSiteURL, embeddedURL, findEnquiry } from './servers';
import { servicePages } from '@/content/services';

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
  await acceptCookies(page);
});

// The modal on the site wired to the admin API; the service page's modal below sends to the embedded store.
test("the header's modal sends an enquiry by keyboard to the admin API, with the site's origin and no cookie", async ({
  page,
}) => {
  await page.goto(`${adminSiteURL}/`);
  const opener = page.getByRole('banner').getByRole('button', { name: 'Enquiry Now' });
  await opener.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Enquire About General Inquiry' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');

  const values = enquiryValues(`Modal ${Date.now()}`);
  await sendEnquiryByKeyboard(page, dialog, values);
  await expect(dialog.getByRole('status')).toHaveText(
    "Thank you for your message! We'll get back to you soon.",
  );
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  await expect(opener).toBeFocused();
  // The confirmation outlives the modal, in a live region of the page, until dismissed.
  const kept = page.getByRole('status').filter({ hasText: 'Thank you for your message!' });
  await expect(kept).toBeVisible();
  await kept.getByRole('button', { name: 'Dismiss' }).click();
  await expect(kept).toHaveCount(0);

  await expect
    .poll(async () => (await findEnquiry(adminSiteURL, values.subject)).stored)
    .toMatchObject(values);
  const arrived = await findEnquiry(adminSiteURL, values.subject);
  // The site's own origin (SITE_URL, the build's), whatever port this server listens on.
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(arrived.origin).toBe(new URL(canonical!).origin);
  expect(arrived.cookie).toBeUndefined();
});

test('the modal traps focus, closes on Escape and returns focus', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('banner').getByRole('button', { name: 'Enquiry Now' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Enquire About General Inquiry' });
  await expect(dialog).toBeVisible();
  // The page behind is inert: Tab cycles through the dialog (and the browser's own UI).
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    const inside = await dialog.evaluate(
      (node) => node.contains(document.activeElement) || document.activeElement === document.body,
    );
    expect(inside).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a service page’s modal names that service, by keyboard, and the enquiry arrives with it', async ({
  page,
}) => {
  const itStaffing = servicePages.find((service) => service.title === 'IT Staffing')!;
  await page.goto(`/services/${itStaffing.slug}`);
  const opener = page.getByRole('main').getByRole('button', { name: 'Enquiry Now' }); // a button once hydrated
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Enquire About IT Staffing' });
  await expect(dialog).toBeVisible();
  const service = dialog.getByLabel(/Service/);
  await expect(service).toHaveValue('IT Staffing');
  await expect(service.locator('option:checked')).toHaveText('IT Staffing');
  await expect(dialog.getByLabel(/Subject/)).toHaveValue('Enquire About IT Staffing');

  const values = {
    ...enquiryValues(`IT Staffing ${Date.now()}`),
    service: 'IT Staffing',
    message: 'Ten Java developers for a year.',
  };
  await page.keyboard.press('Tab');
  await expect(dialog.locator('[name="full_name"]')).toBeFocused();
  for (const [field, next] of [
    ['full_name', 'email'],
    ['email', 'phone'],
    ['phone', 'service'],
  ] as const) {
    await page.keyboard.type(values[field]);
    await page.keyboard.press('Tab');
    await expect(dialog.locator(`[name="${next}"]`)).toBeFocused();
  }
  await page.keyboard.press('Tab'); // the service stays as it came
  await sendFromSubjectByKeyboard(page, dialog, values);

  await expect(dialog.getByRole('status')).toHaveText(
    "Thank you for your message! We'll get back to you soon.",
  );
  await expect
    .poll(async () => (await findEnquiry(embeddedURL, values.subject)).stored)
    .toMatchObject(values);
});

test('when the modal’s code cannot be fetched, says so and Try again opens it once the network is back', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'load' });
  // From now on every script chunk fails, as after a dropped connection or a deployment that replaced the files.
  const offline = (route: Route) => route.abort('internetdisconnected');
  await page.route('**/_next/static/chunks/**', offline);
  await page.getByRole('banner').getByRole('button', { name: 'Enquiry Now' }).click();
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'The enquiry form could not be loaded.' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.unroute('**/_next/static/chunks/**', offline);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'Enquire About General Inquiry' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
