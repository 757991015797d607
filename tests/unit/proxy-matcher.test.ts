import { getMiddlewareMatchers } from 'next/dist/build/analysis/get-page-static-info';
import { config } from '@/proxy';

// Compiled by Next's own function, so the test sees exactly the regular expressions a build uses.
const matchers = getMiddlewareMatchers(config.matcher, {} as Parameters<typeof getMiddlewareMatchers>[1]).map(
  (matcher) => new RegExp(matcher.regexp!),
);
const reachesProxy = (path: string) => matchers.some((matcher) => matcher.test(path));

describe('proxy matcher', () => {
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
