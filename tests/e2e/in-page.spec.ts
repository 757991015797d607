import { expect, test } from '@playwright/test';
import { getPage } from '@/content/pages';
import { acceptCookies, allowMotion, skipSplash } from './helpers';

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
  await acceptCookies(page);
});

test.describe('side dots', () => {
  // Shown only where the margin beside the content column holds them.
  test.use({ viewport: { width: 1440, height: 900 } });

  test('link every section of the page and mark the one in view as current', async ({ page }) => {
    const { sections } = getPage('/about');
    await page.goto('/about');
    const dots = page.getByRole('navigation', { name: 'Page sections' }).getByRole('link');
    await expect(dots).toHaveCount(sections.length);
    for (const [index, section] of sections.entries()) {
      await expect(dots.nth(index)).toHaveAccessibleName(section.label);
      await expect(dots.nth(index)).toHaveAttribute('href', `#${section.id}`);
      await expect(page.locator(`[id="${section.id}"]`)).toHaveCount(1);
    }
    const dot = (label: string) => dots.filter({ hasText: label });
    await expect(dot(sections[0]!.label)).toHaveAttribute('aria-current', 'location');

    const values = sections.find((section) => section.id === 'values')!;
    await page.locator('#values').evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await expect(dot(values.label)).toHaveAttribute('aria-current', 'location');
    await expect(dot(sections[0]!.label)).not.toHaveAttribute('aria-current');

    await dot(sections[1]!.label).click();
    await expect(page).toHaveURL(new RegExp(`#${sections[1]!.id}$`));
    await expect(dot(sections[1]!.label)).toHaveAttribute('aria-current', 'location');
  });
});

test('arriving with a hash scrolls to that section', async ({ page }) => {
  await page.goto('/#testimonials');
  await expect(page.locator('#testimonials')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('a dark page hero’s glow shifts at half the scroll speed', async ({ page }) => {
  await allowMotion(page);
  // A product page: the products overview scrolls itself to the top once it has hydrated.
  await page.goto('/products/hrms', { waitUntil: 'load' });
  const glow = page.locator('#hero > [data-parallax]');
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect
    .poll(() => glow.evaluate((layer) => getComputedStyle(layer).translate))
    .toBe('0px 100px');
});

test('the products overview opens at the top when entered from a scrolled page', async ({
  page,
}) => {
  await page.goto('/products/hrms');
  const viewAll = page.locator('#cta').getByRole('link', { name: 'View All Products' });
  await viewAll.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await viewAll.click();
  await expect(page).toHaveURL(/\/products$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('h1')).toBeInViewport();
});
