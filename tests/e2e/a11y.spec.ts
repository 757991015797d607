import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, skipSplash } from './helpers';

/** Letters and digits only: the tree's names follow CSS (upper case, spacing), the DOM's text does not. */
const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The names of the headings in Chromium's accessibility tree (what a screen reader lists), read over CDP. */
async function headingsInTree(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes
    .filter((node) => !node.ignored && node.role?.value === 'heading')
    .map((node) => letters(String(node.name?.value ?? '')));
}

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

for (const path of ['/privacy', '/about']) {
  test(`${path}: every heading is in the accessibility tree before any scrolling`, async ({
    page,
  }) => {
    await acceptCookies(page);
    await page.goto(path);
    const inPage = await page
      .locator('main :is(h1, h2, h3)')
      .evaluateAll((headings) => headings.map((heading) => heading.textContent!));
    expect(inPage.length).toBeGreaterThan(4);
    expect(await headingsInTree(page)).toEqual(expect.arrayContaining(inPage.map(letters)));
  });
}

const banner = (page: Page) => page.getByRole('region', { name: 'We value your privacy' });

test(
  "the cookie banner on a first visit: the hero's primary action stays in view, the banner is the first tab stop and never covers the focused control, Escape dismisses it",
  { tag: '@viewports' },
  async ({ page }) => {
    test.slow(); // a walk through every tab stop of /careers
    await page.goto('/');
    await expect(banner(page)).toBeVisible({ timeout: 15_000 });
    const expectPrimaryClear = async () => {
      const primary = (await page
        .getByRole('link', { name: 'Schedule Consultation' })
        .first()
        .boundingBox())!;
      const box = (await banner(page).boundingBox())!;
      const apart =
        primary.y + primary.height <= box.y ||
        primary.x + primary.width <= box.x ||
        primary.x >= box.x + box.width;
      expect(apart, JSON.stringify({ primary, banner: box })).toBe(true);
    };
    await expectPrimaryClear();
    if (test.info().project.name === 'desktop') {
      // A small laptop's window.
      await page.setViewportSize({ width: 1024, height: 700 });
      await expectPrimaryClear();
      await page.setViewportSize(test.info().project.use.viewport!);
    }

    await page.goto('/careers');
    await expect(banner(page)).toBeVisible({ timeout: 15_000 });
    // The skip link first, then the banner, before anything the banner could cover.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('link', { name: 'Privacy Policy' })).toBeFocused();
    // Tab on through the page until focus comes round to the banner again.
    const covered: string[] = [];
    let left = 0; // stops outside the banner
    for (let stops = 0; stops < 200; stops++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const focused = document.activeElement;
        const region = document.querySelector('[aria-labelledby="cookie-banner-title"]')!;
        if (!focused || focused === document.body) return { outside: false };
        if (region.contains(focused)) return { back: true };
        const a = focused.getBoundingClientRect();
        const b = region.getBoundingClientRect();
        const overlaps =
          a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right;
        return { outside: true, overlaps, what: focused.outerHTML.slice(0, 80) };
      });
      if (stop.back && left > 0) break;
      if (stop.outside) left++;
      if (stop.overlaps) covered.push(stop.what!);
    }
    expect(left).toBeGreaterThan(20);
    expect(covered).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull();
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    const settings = page.getByRole('button', { name: 'Cookie settings' });
    await settings.focus();
    await page.keyboard.press('Enter');
    await banner(page).getByRole('button', { name: 'Decline All' }).focus();
    await page.keyboard.press('Enter');
    await expect(settings).toBeFocused();
  },
);
