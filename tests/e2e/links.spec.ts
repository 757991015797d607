import { expect, test, type APIRequestContext } from '@playwright/test';
import { pagePaths } from './records';

const hrefPattern = /<a\s[^>]*?href="([^"]+)"/g;

function internalHrefs(html: string, base: string): string[] {
  const found = new Set<string>();
  for (const [, raw] of html.matchAll(hrefPattern)) {
    const href = raw!.replaceAll('&amp;', '&');
    if (href.startsWith('//') || (/^[a-z]+:/i.test(href) && !href.startsWith(base))) continue;
    if (href.startsWith('#')) continue;
    found.add(href.replace(base, ''));
  }
  return [...found];
}

async function fetchHtml(
  request: APIRequestContext,
  path: string,
  cache: Map<string, Promise<{ status: number; path: string; html: string }>>,
) {
  if (!cache.has(path)) {
    cache.set(
      path,
      request.get(path).then(async (response) => ({
        status: response.status(),
        path: new URL(response.url()).pathname,
        html: await response.text(),
      })),
    );
  }
  return cache.get(path)!;
}

test('every internal link on every page answers 200 and reaches the page it names', async ({
  request,
  baseURL,
}) => {
  const cache = new Map<string, Promise<{ status: number; path: string; html: string }>>();
  const broken: string[] = [];
  for (const path of await pagePaths(request)) {
    const source = await fetchHtml(request, path, cache);
    if (source.status !== 200) {
      broken.push(`${path} itself answers ${source.status}`);
      continue;
    }
    for (const href of internalHrefs(source.html, baseURL!)) {
      const url = new URL(href, baseURL);
      const target = await fetchHtml(request, url.pathname + url.search, cache);
      // Unknown paths redirect to the home page, so landing on / only counts for links to /.
      if (target.status !== 200 || (target.path === '/' && url.pathname !== '/')) {
        broken.push(`${path} → ${href} (${target.status} at ${target.path})`);
      } else if (
        url.hash &&
        !target.html.includes(`id="${decodeURIComponent(url.hash.slice(1))}"`)
      ) {
        broken.push(`${path} → ${href} (no element ${url.hash})`);
      }
    }
  }
  expect(broken).toEqual([]);
});
