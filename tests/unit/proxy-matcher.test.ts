import { readdirSync, statSync } from 'node:fs';
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

  /** Every file in public/, as the URL path Next serves it at. */
  const publicFiles = (readdirSync('public', { recursive: true }) as string[])
    .filter((file) => statSync(path.join('public', file)).isFile())
    .map((file) => `/${file.split(path.sep).join('/')}`);

  it('sees the files of public/', () => {
    expect(publicFiles).toEqual(
      expect.arrayContaining(['/icon-192.png', '/images/brand/logo-512.png']),
    );
  });

  it.each(publicFiles)('lets the public file %s bypass the proxy', (file) => {
    expect(reachesProxy(file)).toBe(false);
  });

  it.each([
    '/icon.svg',
    '/apple-icon.png',
    '/favicon.ico',
    '/manifest.webmanifest',
    '/sitemap.xml',
    '/robots.txt',
    '/og',
    '/og/about',
    '/og/careers/java-developer-12',
    '/api',
    '/api/enquiries',
    '/_next/static/chunks/main.js',
    '/_next/image',
    '/.well-known/security.txt',
    '/.well-known/acme-challenge/Token_1',
  ])('lets the route %s bypass the proxy', (route) => {
    expect(reachesProxy(route)).toBe(false);
  });

  it.each([
    '/',
    '/about',
    '/iconic',
    '/iconset',
    '/apple-icons',
    '/ogre',
    '/imagesx',
    '/apiary',
    '/.well-knownx',
    '/robots',
    '/Services/IT-Staffing',
    '/no-such-page',
  ])('sends %s through the proxy, so unknown and mixed-case paths are redirected', (route) => {
    expect(reachesProxy(route)).toBe(true);
  });

  it.each([
    '/index.php',
    '/old-page.html',
    '/wp-login.php',
    '/about.html',
    '/images.php',
    '/icon.php',
    '/favicon.ico.bak',
    '/sitemap.xml.gz',
    '/careers/old.aspx',
  ])('sends %s, a leftover path with an extension, through the proxy so it goes home', (route) => {
    expect(reachesProxy(route)).toBe(true);
  });
});
