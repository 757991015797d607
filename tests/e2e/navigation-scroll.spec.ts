import type { Locator, Page } from '@playwright/test';
import { allowMotion } from './helpers';
import { expect, test } from './returning-visitor';

/** The page now shown is at its top with its h1 in view, or at the section its link names. */
async function expectLandedFor(page: Page, href: string) {
  const url = new URL(href, 'http://site');
  await expect(page).toHaveURL((current) => current.pathname === url.pathname);
  if (url.hash) {
    await expect(page.locator(url.hash)).toBeInViewport();
    return;
  }
  await expect.poll(() => page.evaluate(() => window.scrollY), `scroll on ${href}`).toBe(0);
  await expect(page.locator('main h1')).toBeInViewport();
}

/** Each distinct in-site href of the links a locator finds, in page order. */
async function hrefsOf(links: Locator): Promise<string[]> {
  const hrefs = await links.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('href') ?? ''),
  );
  return [...new Set(hrefs.filter((href) => href.startsWith('/')))];
}

/** Clicks through `hrefs` one after another, each from the page the previous one opened. */
async function clickThrough(page: Page, hrefs: string[], open: (href: string) => Promise<Locator>) {
  for (const href of hrefs) {
    const current = new URL(page.url());
    if (current.pathname + current.hash === href) {
      await page.goto(href === '/terms' ? '/privacy' : '/terms');
    }
    await (await open(href)).click();
    await expectLandedFor(page, href);
  }
}

for (const motion of ['reduced motion', 'full motion'] as const) {
  test.describe(`with ${motion}`, () => {
    /** Under full motion a page of its own (media emulation is the page's); else the worker's. */
    const motionTest = (title: string, body: (page: Page) => Promise<void>) =>
      motion === 'full motion'
        ? test(title, async ({ newVisitor: page }) => {
            await allowMotion(page);
            await body(page);
          })
        : test(title, async ({ returningVisitor: page }) => body(page));
    /**
     * Every link of the header's menus under reduced motion; the footer and the phone menu lead to
     * the same pages through the same landing code, so every other link of theirs. Under full
     * motion (smooth scrolling, the same landing code) every fourth link. Every link to a section
     * always.
     */
    const linksFor = (hrefs: string[], menu: 'header' | 'footer or phone' = 'header') => {
      const every = motion === 'full motion' ? 4 : menu === 'header' ? 1 : 2;
      return hrefs.filter((href, index) => index % every === 0 || href.includes('#'));
    };

    motionTest('header links land at the top of their page', async (page) => {
      await page.goto('/terms');
      const main = page
        .locator('header[data-site-header]')
        .getByRole('navigation', { name: 'Main' });
      await clickThrough(page, linksFor(await hrefsOf(main.getByRole('link'))), async (href) =>
        main.locator(`a[href="${href}"]`).first(),
      );
    });

    for (const menu of ['Services menu', 'Products menu']) {
      motionTest(`${menu} links land at the top of their page`, async (page) => {
        await page.goto('/terms');
        const main = page
          .locator('header[data-site-header]')
          .getByRole('navigation', { name: 'Main' });
        const toggle = main.getByRole('button', { name: menu });
        await toggle.click();
        const panel = main.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
        await expect(panel.getByRole('link').first()).toBeVisible();
        const hrefs = await hrefsOf(panel.getByRole('link'));
        await toggle.click();
        await clickThrough(page, linksFor(hrefs), async (href) => {
          await toggle.click();
          return main.locator(`a[href="${href}"]`).first();
        });
      });
    }

    motionTest('footer links land at the top of their page', async (page) => {
      await page.goto('/terms');
      const footer = page.locator('footer[data-site-footer]');
      const hrefs = linksFor(await hrefsOf(footer.getByRole('link')), 'footer or phone');
      await clickThrough(page, hrefs, async (href) => {
        const link = footer.locator(`a[href="${href}"]`).first();
        await link.scrollIntoViewIfNeeded();
        return link;
      });
      // Every page is loaded whole: the header the server wrote marks the new page.
      const target = new URL(page.url()).pathname === '/about' ? '/contact' : '/about';
      await footer.locator(`a[href="${target}"]`).click();
      await expectLandedFor(page, target);
      await expect(
        page.locator('header[data-site-header] nav a[aria-current="page"]').first(),
      ).toHaveAttribute('href', target);
    });

    motionTest('phone menu links land at the top of their page', async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/terms');
      const openMenu = page.getByRole('button', { name: 'Open menu' });
      const menu = page.getByRole('dialog', { name: 'Site menu' });
      await openMenu.click();
      // The dialog's code arrives on first use: wait for both groups before opening them.
      await expect(menu.locator('summary')).toHaveCount(2);
      for (const group of await menu.locator('summary').all()) await group.click();
      await expect(menu.getByRole('link', { name: 'View all products' })).toBeVisible();
      const hrefs = await hrefsOf(menu.getByRole('link'));
      await menu.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden();

      await clickThrough(page, linksFor(hrefs, 'footer or phone'), async (href) => {
        await openMenu.click();
        const link = menu.locator(`a[href="${href}"]`).first();
        if (!(await link.isVisible())) {
          await link.locator('xpath=ancestor::details[1]/summary').click();
        }
        return link;
      });
    });
  });
}
