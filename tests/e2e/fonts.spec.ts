import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { skipSplash } from './helpers';

const FACE = 'Plus Jakarta Sans';

/** The fonts Chromium really used to paint a node's text, as its DevTools protocol reports them. */
async function paintedFonts(cdp: CDPSession, selector: string) {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  expect(nodeId, selector).toBeGreaterThan(0);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts;
}

/** Marks the first paragraph of the page's main content that is on screen, for CDP to find. */
async function markVisibleParagraph(page: Page): Promise<string> {
  await page.evaluate(() => {
    document.querySelector('[data-font-probe]')?.removeAttribute('data-font-probe');
    const paragraph = [...document.querySelectorAll('main p')].find(
      (element) => element.checkVisibility() && (element.textContent ?? '').trim().length > 20,
    );
    paragraph?.setAttribute('data-font-probe', '');
  });
  return '[data-font-probe]';
}

/** Polls until a heading and a paragraph were painted in the site's own face (the font of most of their glyphs). */
async function expectSiteFace(page: Page, cdp: CDPSession) {
  for (const selector of ['main h1', await markVisibleParagraph(page)]) {
    await expect
      .poll(async () => {
        const fonts = await paintedFonts(cdp, selector);
        const main = fonts.toSorted((a, b) => b.glyphCount - a.glyphCount)[0];
        return main && { family: main.familyName, custom: main.isCustomFont };
      }, `the font painting ${selector} on ${page.url()}`)
      .toEqual({ family: FACE, custom: true });
  }
}

test('a first visit paints headings and text in the site face, and so does the next page', async ({
  page,
  baseURL,
}) => {
  // Playwright's context is a fresh profile: nothing cached. The face comes from the site itself.
  const requests: { url: string; font: boolean }[] = [];
  page.on('request', (request) =>
    requests.push({ url: request.url(), font: request.resourceType() === 'font' }),
  );
  await skipSplash(page);
  await page.goto('/');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  await expectSiteFace(page, cdp);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('main h1')).toBeVisible();
  await expectSiteFace(page, cdp);
  const origin = new URL(baseURL!).origin;
  expect(requests.filter((request) => request.font).length).toBeGreaterThan(0);
  expect(requests.filter((request) => !request.url.startsWith(`${origin}/`))).toEqual([]);
});

test('the face is preloaded and swaps in', async ({ request }) => {
  const response = await request.get('/careers');
  const html = await response.text();
  // Next sends the preload as an HTTP Link header, or as a <link> in the head.
  const header = /<[^>]+\.woff2>; rel=preload; as="font"/;
  const element = /<link rel="preload" href="[^"]+\.woff2" as="font"/;
  expect(header.test(response.headers()['link'] ?? '') || element.test(html)).toBe(true);
  const css = await Promise.all(
    [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(async ([, href]) =>
      (await request.get(href!)).text(),
    ),
  );
  expect(css.join('\n')).toMatch(/font-display:\s*swap/);
});
