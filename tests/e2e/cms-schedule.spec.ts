// Scheduling in the site's time zone (SITE_TIMEZONE, India time by default), from a browser whose
// own zone is UTC: the admin schedules a page's publish at 10:55 PM through the editor's
// "Schedule publish" dialog; the dialog offers the site's zone, the publish is stored for 10:55 PM
// IST (17:25 UTC) and listed at 10:55 PM; then it is cancelled in the same dialog.
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { CMS_ADMIN_EMAIL, CMS_ADMIN_PASSWORD, e2eDataDir, embeddedURL } from './servers';
import { asSiteOrigin } from './editor-origin';

test.use({
  timezoneId: 'UTC',
  bypassCSP: false,
  ...asSiteOrigin,
});

/** A day well ahead (the picker refuses past times), the same in every zone at 22:55 IST. */
const nextYear = new Date().getUTCFullYear() + 1;
const typed = `Dec 1, ${nextYear} 10:55 PM`;
const storedUtc = `${nextYear}-12-01T17:25:00.000Z`;

/** The scheduled publishes of one page, as the CMS stores them (its jobs are not in its API). */
function scheduledFor(pageId: number): string[] {
  const store = new Database(path.join(e2eDataDir, 'cms.db'), { readonly: true });
  try {
    const rows = store
      .prepare(
        "SELECT wait_until AS waitUntil, input FROM payload_jobs WHERE task_slug = 'schedulePublish' AND completed_at IS NULL",
      )
      .all() as { waitUntil: string; input: string }[];
    return rows
      .filter(
        (row) =>
          (JSON.parse(row.input) as { doc?: { value?: string } }).doc?.value === String(pageId),
      )
      .map((row) => new Date(row.waitUntil).toISOString());
  } finally {
    store.close();
  }
}

test('a publish scheduled from a UTC browser is stored and shown in India time', async ({
  page,
  request,
}) => {
  const login = await request.post(`${embeddedURL}/cms-api/users/login`, {
    data: { email: CMS_ADMIN_EMAIL, password: CMS_ADMIN_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const found = await request.get(
    `${embeddedURL}/cms-api/pages?where[path][equals]=/privacy&depth=0`,
    {
      headers: { Authorization: `JWT ${token}` },
    },
  );
  const pageId = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id;
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('UTC');

  await page.goto('/admin/login');
  await page.locator('#field-email').fill(CMS_ADMIN_EMAIL);
  await page.locator('#field-password').fill(CMS_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');

  await page.goto(`/admin/collections/pages/${pageId}`);
  await page.locator('#action-save-popup button').first().click();
  await page.locator('#schedule-publish').click();
  const drawer = page.locator('.schedule-publish');
  // One zone on offer, the site's, already chosen.
  await expect(drawer.locator('.timezone-picker')).toContainText('Asia/Kolkata');
  await drawer.getByText('Publish', { exact: true }).click();
  const time = drawer.locator('.react-datepicker__input-container input');
  await time.fill(typed);
  await time.press('Enter');
  await drawer.locator('#scheduled-publish-save').click();

  const upcoming = drawer.locator('.schedule-publish__upcoming tbody tr');
  await expect(upcoming).toHaveCount(1);
  await expect(upcoming).toContainText(`December 1st ${nextYear}, 10:55 PM`);
  await expect(upcoming).toContainText('Asia/Kolkata');
  expect(scheduledFor(pageId)).toEqual([storedUtc]);

  await upcoming.locator('.schedule-publish__delete').click();
  await expect(upcoming).toHaveCount(0);
  expect(scheduledFor(pageId)).toEqual([]);
});
