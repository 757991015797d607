import { expect, test, type Locator } from '@playwright/test';
import { skipSplash } from './helpers';

/** How many lines the element's text runs to (one line box per line, pictures aside). */
const lines = (locator: Locator) =>
  locator.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });

// From 1024 px the header holds the full menu; below 1280 it is at its tightest.
for (const width of [1024, 1280]) {
  test(`at ${width} px the header keeps its logo and Enquiry Now on one line each, product screens stay inside the page margin, and no badge covers a figure`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await skipSplash(page);
    await page.goto('/products/hrms');
    const header = page.locator('[data-site-header]');
    expect(await lines(header.getByRole('link', { name: 'Northstar Consulting' }))).toBe(1);
    const enquiry = header.getByRole('button', { name: 'Enquiry Now' });
    expect(await lines(enquiry)).toBe(1);
    expect((await enquiry.boundingBox())!.height).toBeLessThanOrEqual(48);

    // Every product tour frame and its backdrop within the 32 px page margin.
    const tour = page.locator('#screens');
    await tour.scrollIntoViewIfNeeded();
    const edges = await tour.locator('li').evaluateAll((items) =>
      items.flatMap((item) =>
        [...item.querySelectorAll('*')]
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.width > 0)
          .map((box) => [box.left, box.right] as const),
      ),
    );
    expect(edges.length).toBeGreaterThan(0);
    expect(Math.min(...edges.map(([left]) => left))).toBeGreaterThanOrEqual(32);
    expect(Math.max(...edges.map(([, right]) => right))).toBeLessThanOrEqual(width - 32);

    // No stamp or badge laid over the payslip covers a figure on it.
    await page.goto('/services/payroll-services');
    const covered = await page.locator('#hero').evaluate((hero) => {
      const all = [...hero.querySelectorAll<HTMLElement>('*')];
      const overlays = all.filter(
        (element) => getComputedStyle(element).position === 'absolute' && element.innerText.trim(),
      );
      const figures = all.filter(
        (element) =>
          !element.children.length &&
          /\d/.test(element.innerText) &&
          !overlays.some((overlay) => overlay.contains(element)),
      );
      const meet = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return figures
        .filter((figure) =>
          overlays.some((overlay) =>
            meet(overlay.getBoundingClientRect(), figure.getBoundingClientRect()),
          ),
        )
        .map((figure) => figure.innerText);
    });
    expect(covered).toEqual([]);
  });
}
