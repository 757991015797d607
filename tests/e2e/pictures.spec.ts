import { expect, test, type Page } from '@playwright/test';

type Picture = { id: string; what: string };

/**
 * Every picture in the server HTML's main content by where it comes from: an image's file (the
 * file next/image serves, not its resized copy), a background's file (the site's stylesheet has
 * none: inline styles only), a picture drawn in markup that names itself (data-picture: a product
 * screen, a service's hero), and an inline SVG drawing by its markup. Icons (an SVG that only
 * uses the sprite) are not pictures; the header and the footer are outside main.
 */
async function picturesOf(page: Page): Promise<Picture[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return [];
    const found: { id: string; what: string }[] = [];
    const file = (url: string) => {
      const parsed = new URL(url, location.href);
      const served = parsed.pathname === '/_next/image' ? parsed.searchParams.get('url') : null;
      return served ? new URL(served, location.href).pathname : parsed.pathname;
    };
    const describe = (element: Element) => {
      const section = element.closest('section[id]');
      return `${element.tagName.toLowerCase()} in #${section?.id ?? 'main'}`;
    };
    for (const element of main.querySelectorAll('*')) {
      if (element instanceof HTMLImageElement) {
        const src = element.getAttribute('src');
        if (src) found.push({ id: file(src), what: describe(element) });
      }
      const named = element.getAttribute('data-picture');
      if (named) found.push({ id: named, what: describe(element) });
      const style = element.getAttribute('style') ?? '';
      for (const [, url] of style.matchAll(/url\(["']?([^"')]+)["']?\)/g))
        found.push({ id: file(url!), what: `background of ${describe(element)}` });
      if (element instanceof SVGSVGElement && !element.parentElement?.closest('svg')) {
        if (element.closest('[data-picture]')) continue;
        const markup = element.innerHTML.replace(/\s(?:id|class|style)="[^"]*"/g, '').trim();
        if (/^(?:<use\b[^>]*>(?:<\/use>)?)*$/.test(markup)) continue;
        let hash = 0;
        for (let index = 0; index < markup.length; index++)
          hash = (hash * 31 + markup.charCodeAt(index)) | 0;
        found.push({ id: `svg:${hash.toString(16)}`, what: describe(element) });
      }
    }
    return found;
  });
}

/** The site's pages: every address in the sitemap but the job adverts (text only). */
async function sitePaths(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, url]) => new URL(url!).pathname)
    .filter((path) => !/^\/careers\/./.test(path));
}

/**
 * Neighbours in a menu: pages whose links follow each other in one list of the header's menus
 * (the main menu, each services group, the products), and stories next to each other in their
 * index.
 */
async function neighbours(page: Page): Promise<[string, string][]> {
  const pairs: [string, string][] = [];
  const inLists = async (selector: string) => {
    const lists = await page
      .locator(selector)
      .evaluateAll((elements) =>
        elements.map((list) =>
          [...list.querySelectorAll(':scope > li a[href^="/"]')].map(
            (link) => new URL((link as HTMLAnchorElement).href).pathname,
          ),
        ),
      );
    for (const list of lists)
      for (let index = 1; index < list.length; index++)
        if (list[index] !== list[index - 1]) pairs.push([list[index - 1]!, list[index]!]);
  };
  await page.goto('/');
  await inLists('[data-site-header] ul');
  for (const index of ['/insights', '/case-studies']) {
    await page.goto(index);
    const stories = await page
      .locator(`main a[href^="${index}/"]`)
      .evaluateAll((links) => [
        ...new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).pathname)),
      ]);
    for (let at = 1; at < stories.length; at++) pairs.push([stories[at - 1]!, stories[at]!]);
  }
  return pairs;
}

// The server HTML alone, parsed by the browser: no script, style or image is fetched.
test.use({ javaScriptEnabled: false });

test('no picture twice on a page, and none shared by neighbours in a menu', async ({ page }) => {
  test.slow(); // every page of the site, each rendered by the server
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'document' ? route.continue() : route.abort(),
  );
  const paths = await sitePaths(page);
  expect(paths.length).toBeGreaterThan(20);
  const byPage = new Map<string, Picture[]>();
  const repeats: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    const pictures = await picturesOf(page);
    byPage.set(path, pictures);
    const seen = new Map<string, string>();
    for (const picture of pictures) {
      const first = seen.get(picture.id);
      if (first) repeats.push(`${path}: ${picture.id} (${first} and ${picture.what})`);
      else seen.set(picture.id, picture.what);
    }
  }
  // Illustrations only: a product's own screens belong on its page and on the products overview.
  const illustration = (picture: Picture) => !picture.id.startsWith('screen ');
  for (const [a, b] of await neighbours(page)) {
    const ofB = new Set(
      byPage
        .get(b)
        ?.filter(illustration)
        .map((picture) => picture.id),
    );
    for (const picture of byPage.get(a)?.filter(illustration) ?? [])
      if (ofB.has(picture.id)) repeats.push(`${a} and its neighbour ${b}: ${picture.id}`);
  }
  expect(repeats).toEqual([]);
});
