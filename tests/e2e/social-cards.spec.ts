import { expect, test, type APIRequestContext } from '@playwright/test';
import { pagesWithAJob } from './helpers';

const metaContent = (html: string, attribute: 'property' | 'name', key: string) =>
  html
    .match(new RegExp(`<meta ${attribute}="${key}" content="([^"]+)"`))?.[1]
    ?.replaceAll('&amp;', '&');

/**
 * The page's og:image: absolute, a PNG that loads. X shows it as a large card (its own
 * twitter:image would repeat the same URL; X falls back to og:image). An image is fetched once
 * (`loaded` keeps what each answered).
 */
async function expectSocialImage(
  request: APIRequestContext,
  pagePath: string,
  loaded: Map<string, { status: number; type?: string }>,
) {
  const html = await (await request.get(pagePath)).text();
  expect(metaContent(html, 'name', 'twitter:card'), pagePath).toBe('summary_large_image');
  expect(metaContent(html, 'name', 'twitter:image'), `${pagePath}: sent once`).toBeUndefined();
  const image = metaContent(html, 'property', 'og:image');
  expect(image, `${pagePath}: og:image`).toMatch(/^https?:\/\//);
  // Absolute on the SITE_URL the build was made with: ask the server under test for its path.
  const url = new URL(image!);
  if (!loaded.has(image!)) {
    const response = await request.get(url.pathname + url.search, { maxRedirects: 0 });
    loaded.set(image!, { status: response.status(), type: response.headers()['content-type'] });
  }
  expect(loaded.get(image!)!.status, `${pagePath} → ${image}`).toBe(200);
  expect(loaded.get(image!)!.type, image).toBe('image/png');
  return image!;
}

test('every page has its own absolute Open Graph image that loads, shown by X as a large card: every page record and a job page', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The built HTML is the same for both viewports.');
  const paths = await pagesWithAJob(request);
  const seen = new Set<string>();
  const loaded = new Map<string, { status: number; type?: string }>();
  for (const pagePath of paths) seen.add(await expectSocialImage(request, pagePath, loaded));
  expect(seen.size, 'one card per page').toBe(paths.length);

  // A crawler asking for every card again and again, past RATE_LIMIT_SOCIAL_CARDS (60 a minute):
  // kept cards cost no drawing and are never refused.
  const crawler = { 'X-Forwarded-For': '198.51.100.61' };
  const again = [...seen, ...seen, ...seen].map((image) => {
    const url = new URL(image);
    return url.pathname + url.search;
  });
  expect(again.length).toBeGreaterThan(60);
  const statuses = await Promise.all(
    again.map(async (path) => (await request.get(path, { headers: crawler })).status()),
  );
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
});
