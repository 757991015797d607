import { expect, test, type Page } from '@playwright/test';
import { pages } from '@/content/pages';
import { skipSplash } from './helpers';

test.beforeEach(async ({ page }) => {
  await skipSplash(page);
});

/**
 * Scrolls through the page and lists, at every step, the visible page content under the side
 * dots: text, controls, pictures and boxes narrower than the viewport (full-width section
 * backgrounds are not content). Empty when the dots are not shown.
 */
async function contentUnderSideDots(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const nav = document.querySelector('nav[aria-label="Page sections"]');
    if (!nav || nav.getBoundingClientRect().width === 0) return [];
    const found = new Set<string>();
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise(requestAnimationFrame);
      for (const dot of nav.querySelectorAll('a')) {
        const box = dot.getBoundingClientRect();
        for (const [x, yy] of [
          [box.left, box.top],
          [box.right - 1, box.top],
          [box.left, box.bottom - 1],
          [box.right - 1, box.bottom - 1],
          [box.left + box.width / 2, box.top + box.height / 2],
        ] as const) {
          for (const element of document.elementsFromPoint(x, yy)) {
            if (nav.contains(element) || !element.closest('main, footer')) continue;
            if (element.closest('[aria-hidden="true"]')) continue;
            if (element.getBoundingClientRect().width >= innerWidth - 1) continue;
            found.add(describe(element));
          }
        }
      }
    }
    return [...found];
  });
}

for (const width of [1280, 1440]) {
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
        // Shown where the margin beside the content column can hold them.
        if (width >= 1440) await expect(dots, path).toBeVisible();
        expect(await contentUnderSideDots(page), path).toEqual([]);
      }
    });
  });
}
