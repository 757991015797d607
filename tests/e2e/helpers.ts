import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { pagePaths } from './records';

/** Marks the splash as already shown and consent as given, so a test sees the page itself. */
export async function skipSplash(page: Page) {
  await page.addInitScript(() => window.sessionStorage.setItem('splashShown', '1'));
}

/** The suite runs under prefers-reduced-motion (playwright.config.ts); a test of motion itself opts out. */
export async function allowMotion(page: Page) {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
}

/** Resolves after the page has painted two more frames: whatever was due before has rendered. */
export async function renderedFrames(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Scrolls through the page and lists, at every step, the visible page content under the fixed
 * elements `selector` matches: text, controls, pictures and boxes narrower than the viewport
 * (full-width section backgrounds are not content). Empty when none of them is shown.
 */
export async function contentUnder(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(async (selector) => {
    const found = new Set<string>();
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      // Hit testing lays the page out at the new offset; no frame needs painting for it.
      window.scrollTo({ top: y, behavior: 'instant' });
      for (const fixed of document.querySelectorAll(selector)) {
        const box = fixed.getBoundingClientRect();
        if (box.width === 0) continue;
        // Half a pixel inside each corner: hit testing at an edge also finds a box that only
        // touches it (text ending at the page margin, where the chat tab starts).
        for (const [x, yy] of [
          [box.left + 0.5, box.top + 0.5],
          [box.right - 0.5, box.top + 0.5],
          [box.left + 0.5, box.bottom - 0.5],
          [box.right - 0.5, box.bottom - 0.5],
          [box.left + box.width / 2, box.top + box.height / 2],
        ] as const) {
          for (const element of document.elementsFromPoint(x, yy)) {
            if (fixed.contains(element) || element.contains(fixed)) continue;
            if (!element.closest('main, footer')) continue;
            if (element.closest('[aria-hidden="true"]')) continue;
            if (element.getBoundingClientRect().width >= innerWidth - 1) continue;
            found.add(describe(element));
          }
        }
      }
    }
    return [...found];
  }, selector);
}

export async function acceptCookies(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('cookieConsent', 'accepted');
    window.localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({
        necessary: true,
        analytics: true,
        marketing: true,
        personalization: true,
        givenAt: new Date().toISOString(),
      }),
    );
  });
}

/** Runs axe (WCAG 2.2 AA and axe's best practices) on the page as it is now and fails on any violation, of any impact. */
export async function expectNoAxeViolations(page: Page) {
  // Reveal fades (under full motion) are transient; check the content as it looks once shown.
  await page.addStyleTag({ content: '[data-reveal] { animation: none !important; }' });
  // Legacy mode runs axe in the page itself: the default opens a blank page and injects axe a
  // second time to merge the frames' results, which costs more than the check (the site has no frames).
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

/** Every page record (the sitemap's) and the first job page linked from /careers: the site's pages, for request-level checks. */
export async function pagesWithAJob(request: APIRequestContext): Promise<string[]> {
  const careers = await (await request.get('/careers')).text();
  const jobPath = careers.match(/href="(\/careers\/[a-z0-9-]+-\d+)"/)?.[1];
  expect(jobPath, 'a job link on /careers').toBeDefined();
  return [...(await pagePaths(request)), jobPath!];
}
