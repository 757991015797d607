import { expect, test, type APIRequestContext } from '@playwright/test';
import { pagesWithAJob } from './helpers';

const metaContent = (html: string, attribute: 'property' | 'name', key: string) =>
  html
    .match(new RegExp(`<meta ${attribute}="${key}" content="([^"]+)"`))?.[1]
    ?.replaceAll('&amp;', '&');

/**
 * The page's og:image and twitter:image: both absolute, both a PNG that loads. An image both
 * name is fetched once (`loaded` keeps what each answered).
 */
async function expectSocialImages(
  request: APIRequestContext,
  pagePath: string,
  loaded: Map<string, { status: number; type?: string }>,
) {
  const html = await (await request.get(pagePath)).text();
  const images = [
    metaContent(html, 'property', 'og:image'),
    metaContent(html, 'name', 'twitter:image'),
  ];
  for (const image of images) {
    expect(image, `${pagePath}: og:image and twitter:image`).toMatch(/^https?:\/\//);
    // Absolute on the SITE_URL the build was made with: ask the server under test for its path.
    const url = new URL(image!);
    if (!loaded.has(image!)) {
      const response = await request.get(url.pathname + url.search, { maxRedirects: 0 });
      loaded.set(image!, { status: response.status(), type: response.headers()['content-type'] });
    }
    expect(loaded.get(image!)!.status, `${pagePath} → ${image}`).toBe(200);
    expect(loaded.get(image!)!.type, image).toBe('image/png');
  }
  return images[0]!;
}

test('every page has its own absolute Open Graph and Twitter image that loads: every page record and a job page', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The built HTML is the same for both viewports.');
  const paths = await pagesWithAJob(request);
  const seen = new Set<string>();
  const loaded = new Map<string, { status: number; type?: string }>();
  for (const pagePath of paths) seen.add(await expectSocialImages(request, pagePath, loaded));
  expect(seen.size, 'one card per page').toBe(paths.length);
});
