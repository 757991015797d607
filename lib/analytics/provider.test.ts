import { contentSecurityPolicy } from '@/lib/security-headers';
import { analyticsProvider, providerOrigins } from './provider';

const SITE = 'https://example.com';
const none = {
  GA_MEASUREMENT_ID: undefined,
  PLAUSIBLE_DOMAIN: undefined,
  PLAUSIBLE_SRC: 'https://plausible.io/js/script.js',
};
const directive = (csp: string, name: string) =>
  csp.split('; ').find((part) => part.startsWith(`${name} `));

it('leaves the CSP exactly as it was when no provider is configured', () => {
  expect(analyticsProvider(none)).toBeNull();
  expect(contentSecurityPolicy(false, SITE, providerOrigins(null))).toBe(
    contentSecurityPolicy(false, SITE),
  );
});

it("adds only Google's origins for GA4, and only where GA4 needs them", () => {
  const provider = analyticsProvider({ ...none, GA_MEASUREMENT_ID: 'G-TEST12345' });
  expect(provider).toEqual({ name: 'ga4', measurementId: 'G-TEST12345' });
  const csp = contentSecurityPolicy(false, SITE, providerOrigins(provider));
  expect(directive(csp, 'script-src')).toBe(
    "script-src 'self' 'unsafe-inline' https://*.googletagmanager.com",
  );
  expect(directive(csp, 'connect-src')).toBe(
    "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
  );
  expect(directive(csp, 'img-src')).toBe(
    "img-src 'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com",
  );
  expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
});

it("adds a self-hosted Plausible's origin for its script and its events", () => {
  const provider = analyticsProvider({
    ...none,
    PLAUSIBLE_DOMAIN: 'example.com',
    PLAUSIBLE_SRC: 'https://stats.example.com/js/script.js',
  });
  const csp = contentSecurityPolicy(false, SITE, providerOrigins(provider));
  expect(directive(csp, 'script-src')).toBe(
    "script-src 'self' 'unsafe-inline' https://stats.example.com",
  );
  expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://stats.example.com");
  expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:");
});
