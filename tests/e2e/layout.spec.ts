import { expect, test } from '@playwright/test';
import { pages } from '@/content/pages';
import { contentUnder, skipSplash } from './helpers';

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

// 1024 px is the narrowest margin the dots sit in (the container's padding, as up to 85rem).
for (const width of [1024, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the side dots cover no content on any page that has them', async ({ page }) => {
      test.slow();
      // One page of each template that shows the dots (every service and product page shares its template).
      const templates = new Map(
        pages
          .filter((record) => record.sections.length > 1)
          .map((record) => [
            record.path.split('/').slice(0, 2).join('/') +
              (record.path.split('/').length > 2 ? '/*' : ''),
            record.path,
          ]),
      );
      for (const path of templates.values()) {
        await page.goto(path);
        const dots = page.getByRole('navigation', { name: 'Page sections' });
        await expect(dots, path).toBeVisible();
        expect(await contentUnder(page, 'nav[aria-label="Page sections"] a'), path).toEqual([]);
        // A hero's picture is hidden from screen readers, not from the eye: it keeps clear too.
        const clearance = await page.evaluate(() => {
          const dots = document.querySelector(
            'nav[aria-label="Page sections"] a span[aria-hidden]',
          );
          const pictures = [...document.querySelectorAll('section[data-hero] [data-picture]')].map(
            (picture) =>
              getComputedStyle(picture).display === 'contents'
                ? picture.firstElementChild
                : picture,
          );
          const left = dots!.getBoundingClientRect().left;
          return Math.min(
            ...pictures.map((picture) => left - picture!.getBoundingClientRect().right),
          );
        });
        expect(
          clearance,
          `${path}: px between the hero's picture and the dots`,
        ).toBeGreaterThanOrEqual(16);
      }
    });
  });
}
