import type { ProviderOrigins } from './analytics/provider';

type Header = { key: string; value: string };

const noProvider: ProviderOrigins = { script: [], connect: [], img: [] };

/**
 * The page's Content-Security-Policy. Static pre-rendering rules out per-request nonces,
 * so inline scripts Next emits are allowed by 'unsafe-inline'; everything else is same-origin,
 * plus the configured analytics provider's origins (lib/analytics/provider.ts), if any.
 */
export function contentSecurityPolicy(
  isDev: boolean,
  analytics: ProviderOrigins = noProvider,
): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(isDev ? ["'unsafe-eval'"] : []),
      ...analytics.script,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...analytics.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(isDev ? ['ws:'] : []), ...analytics.connect],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Headers every response carries, files included: a script, stylesheet or image is never
 * sniffed into another type, and other sites cannot embed it.
 */
export const fileHeaders: Header[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-site' },
];

/**
 * Headers that only a document (a page, a route handler's answer) acts on, sent in addition
 * to fileHeaders. On every script, stylesheet and image they cost about 0.7 KB for nothing.
 */
export function documentHeaders(isDev: boolean, analytics: ProviderOrigins = noProvider): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(isDev, analytics) },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
  ];
}
