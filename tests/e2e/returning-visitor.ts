import { test as base, type Page } from '@playwright/test';
import { acceptCookies, skipSplash } from './helpers';

/**
 * `returningVisitor`: one page per worker for specs that only read pages (load, axe, layout), as a
 * visitor who has seen the splash and answered the cookie banner and goes on to the next page.
 * The page's scripts and axe come from the browser's caches after the first page instead of being
 * fetched and compiled for every test: about a third less time a page (eight service pages in a
 * new context each against one context). A test that changes what the browser keeps or does
 * (storage, consent, init scripts, routes, media, permissions, the clock, listeners) or needs a
 * first visit takes Playwright's own `page`, or `newVisitor`: that page with the splash seen and
 * the cookies answered.
 */
export const test = base.extend<
  { returningVisitor: Page; newVisitor: Page },
  { visitorPage: Page }
>({
  visitorPage: [
    async ({ browser }, provide, workerInfo) => {
      const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, baseURL } =
        workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        userAgent,
        baseURL,
        bypassCSP: true,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await skipSplash(page);
      await acceptCookies(page);
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  returningVisitor: async ({ visitorPage }, provide, testInfo) => {
    // A test that failed part-way may have left another width behind.
    const { viewport } = testInfo.project.use;
    if (viewport) await visitorPage.setViewportSize(viewport);
    await provide(visitorPage);
  },
  /** Playwright's own `page` (a context of its own), the splash seen and the cookies answered. */
  newVisitor: async ({ page }, provide) => {
    await skipSplash(page);
    await acceptCookies(page);
    await provide(page);
  },
});

export { expect } from '@playwright/test';
