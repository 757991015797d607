import path from 'node:path';
import { getPagesPageStaticInfo } from 'next/dist/build/analysis/get-page-static-info';
import { loadBindings } from 'next/dist/build/swc';

/**
 * Reads proxy.ts the way `next build` does (static analysis of `config`) and compiles its
 * matchers with Next's own rules, so the test sees exactly the regular expressions a build uses.
 */
async function proxyMatchers(): Promise<RegExp[]> {
  await loadBindings();
  const info = await getPagesPageStaticInfo({
    pageFilePath: path.join(process.cwd(), 'proxy.ts'),
    nextConfig: {},
    isDev: false,
    page: '/proxy',
    pageType: 'pages' as Parameters<typeof getPagesPageStaticInfo>[0]['pageType'],
  });
  return (info.middleware?.matchers ?? []).map((matcher) => new RegExp(matcher.regexp));
}

let matchers: RegExp[] = [];
beforeAll(async () => {
  matchers = await proxyMatchers();
});
const reachesProxy = (path: string) => matchers.some((matcher) => matcher.test(path));

describe('proxy matcher', () => {
  it('is read from proxy.ts', () => {
    expect(matchers).toHaveLength(1);
  });

  it.each([
    '/twitter-image',
    '/opengraph-image',
    '/icon',
    '/apple-icon',
    '/icon.svg',
    '/apple-icon.png',
    '/favicon.ico',
    '/manifest.webmanifest',
    '/sitemap.xml',
    '/robots.txt',
    '/api',
    '/api/enquiries',
    '/_next/static/chunks/main.js',
    '/images/brand/logo-512.png',
  ])('lets %s bypass the proxy', (path) => {
    expect(reachesProxy(path)).toBe(false);
  });

  it.each(['/', '/about', '/iconic', '/icons/set', '/apple-icons', '/twitter-images', '/apiary', '/robots', '/Services/IT-Staffing', '/no-such-page'])(
    'sends %s through the proxy, so unknown and mixed-case paths are redirected',
    (path) => {
      expect(reachesProxy(path)).toBe(true);
    },
  );
});
