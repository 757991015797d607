import type { ProviderOrigins } from './analytics/provider';

type Header = { key: string; value: string };

const noProvider: ProviderOrigins = { script: [], connect: [], img: [] };

/**
 * The page's Content-Security-Policy. Static pre-rendering rules out per-request nonces,
 * so inline scripts Next emits are allowed by 'unsafe-inline'; everything else is same-origin,
 * plus the configured analytics provider's origins (lib/analytics/provider.ts), if any.
 * Documents get it per request from the proxy (the provider is read at run time); every other
 * answer gets the provider-free policy from next.config.ts. Requests are upgraded to https only
 * when the site is served over https: WebKit, unlike Chromium and Firefox, upgrades loopback too,
 * so on a plain-http origin (a local server, a staging or intranet host) it would ask for every
 * stylesheet and script over https and show the page unstyled.
 */
export function contentSecurityPolicy(
  isDev: boolean,
  siteUrl: string,
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
  if (new URL(siteUrl).protocol === 'https:') directives['upgrade-insecure-requests'] = [];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * The editor's pages (/admin): Payload's admin needs images from blobs and data URLs for uploads'
 * previews and nothing from another origin; no analytics. The public pages' policy is unchanged.
 */
export function editorContentSecurityPolicy(isDev: boolean, siteUrl: string): string {
  return contentSecurityPolicy(isDev, siteUrl).replace("font-src 'self'", "font-src 'self' data:");
}

/**
 * Powerful features the site never uses, each turned off for the page and anything it embeds.
 * Only the clipboard stays (the job page's "Copy link" writes the address to it). Every name is
 * one Chromium 156 knows: an unknown one is logged as a console warning on every page.
 */
const UNUSED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'compute-pressure',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'storage-access',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

const permissionsPolicy = [
  ...UNUSED_FEATURES.map((feature) => `${feature}=()`),
  'clipboard-write=(self)',
].join(', ');

/**
 * Headers every answer carries, files and errors included: nothing is sniffed into another
 * type, other sites cannot embed it, and the provider-free CSP (a document's is replaced by
 * the proxy's, made from the run-time environment).
 */
export function everyAnswerHeaders(isDev: boolean, siteUrl: string): Header[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-site' },
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(isDev, siteUrl) },
  ];
}

/**
 * The editor's uploaded pictures (app/api/media): the headers of every answer, with a policy that
 * lets nothing run or load, so a file that is not the picture it claims to be can do nothing.
 * Next lets a header from next.config.ts win over the route's own, so the page policy is kept off
 * this path there (MEDIA_PATHS) rather than overridden here.
 */
export const MEDIA_PATHS = '/api/media/:file*';
export const mediaFileHeaders: Header[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-site' },
  { key: 'Content-Security-Policy', value: "default-src 'none'" },
];

/**
 * Headers that only a document (a page, a route handler's answer) acts on, sent in addition
 * to everyAnswerHeaders. On every script, stylesheet and image they would cost bytes for nothing.
 */
export const documentHeaders: Header[] = [
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Permissions-Policy', value: permissionsPolicy },
];
