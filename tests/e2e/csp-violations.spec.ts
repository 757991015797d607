// Every page, and both forms in use, under the site's real Content-Security-Policy (this file
// turns playwright.config.ts's bypassCSP off): the browser reports no `securitypolicyviolation`,
// so nothing the site ships is blocked, not even a caught probe (zod runs jitless).
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, skipSplash } from './helpers';
import { pagePaths } from './records';

test.use({ bypassCSP: false });

type Violation = { directive: string; blocked: string; source: string };

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { cspViolations: unknown[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      }),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);
}

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
  await acceptCookies(page);
});

test('no page causes a CSP violation', async ({ page, request }) => {
  test.slow();
  const violations = await recordViolations(page);
  const found: Record<string, Violation[]> = {};
  for (const path of [...(await pagePaths(request)), '/careers/cloud-platform-engineer-1024']) {
    await page.goto(path, { waitUntil: 'load' });
    const seen = await violations();
    if (seen.length) found[path] = seen;
  }
  expect(found).toEqual({});
});

test('the enquiry and application forms validate without a CSP violation', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/contact');
  const enquiry = page.locator('section#form form');
  // Until the enhanced form has loaded, the browser's own validation speaks; wait for ours.
  await expect(enquiry).toHaveAttribute('novalidate', '');
  await enquiry.locator('[name="full_name"]').fill('Half Done');
  await enquiry.getByRole('button', { name: 'Send Message' }).click();
  await expect(enquiry.getByText('Email is required')).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/careers/cloud-platform-engineer-1024');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('[name="email"]').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByText('Invalid email format')).toBeVisible();
  expect(await violations()).toEqual([]);
});
