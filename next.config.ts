import type { NextConfig } from 'next';
import { company } from './content/company';
import { parseCompany } from './content/company-schema';
import { analyticsProvider, providerOrigins } from './lib/analytics/provider';
import { env } from './lib/env';
import { documentHeaders, fileHeaders } from './lib/security-headers';

// Here rather than in content/company.ts, which client components import: zod stays out of their bundles.
parseCompany(company);

/** Where the admin API's uploaded testimonial photos are served from, for next/image. */
const adminImageOrigin =
  process.env.ADMIN_PUBLIC_ORIGIN ||
  (process.env.ADMIN_API_URL ? new URL(process.env.ADMIN_API_URL).origin : undefined);

/** Every path except Next's build files and image optimiser and anything named like a file (`/icons.svg`, `/robots.txt`). */
const DOCUMENT_PATHS = '/((?!_next/static/|_next/image|.*\\.\\w+$).*)';

const nextConfig: NextConfig = {
  // .next/standalone: server.js with only the files it needs (README, "Deploy"); `npm run build`
  // then copies .next/static and public/ next to it (scripts/copy-standalone-assets.mjs).
  output: 'standalone',
  outputFileTracingIncludes: {
    // The operator's CLIs and the container's health check run from the standalone folder too;
    // their imports (better-sqlite3, pg) are the server's own, so tracing carries them already.
    // better-sqlite3 loads its binary by a computed path: named here so it can never be missed.
    '/api/**': [
      './package.json',
      './scripts/outbox.mjs',
      './scripts/submissions.mjs',
      './scripts/store-client.mjs',
      './scripts/healthcheck.mjs',
      './scripts/start.mjs',
      './scripts/request-guard.mjs',
      './scripts/vitals.mjs',
      './lib/shared/vitals/histogram.mjs',
      './node_modules/better-sqlite3/build/Release/better_sqlite3.node',
    ],
  },
  poweredByHeader: false,
  // Regenerated pages and their 404s (an unknown job slug) stay in a bounded memory cache instead
  // of a file each under .next/server/route-cache: strangers' URLs cannot fill the disk. The
  // pages pre-rendered by the build are still read from disk; a restart renders the rest anew.
  cacheMaxMemorySize: 64 * 1024 * 1024,
  experimental: { isrFlushToDisk: false },
  reactStrictMode: true,
  // The stylesheet (about 11 KB gzip) stays a cached file: inlining it (experimental.inlineCss)
  // put it in every page twice, once as <style> and once in the RSC payload (HTML of /about
  // 309 KB → 124 KB without), and measured no better in Lighthouse.
  serverExternalPackages: ['better-sqlite3', 'pino'],
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [390, 640, 828, 1080, 1280, 1920],
    minimumCacheTTL: 31536000,
    remotePatterns: adminImageOrigin ? [new URL(`${adminImageOrigin}/**`)] : [],
  },
  async headers() {
    return [
      { source: '/:path*', headers: fileHeaders },
      // Fixed at build time: the analytics provider's origins come from the build's environment.
      {
        source: DOCUMENT_PATHS,
        headers: documentHeaders(
          process.env.NODE_ENV !== 'production',
          providerOrigins(analyticsProvider(env)),
        ),
      },
      // The sprite's name carries a hash of its content (scripts/build-icon-sprite.mjs).
      {
        source: '/icons/:sprite*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      {
        source: '/images/:path*',
        headers: [
          { key: 'Cache-Control', value: 'public, max-age=604800, stale-while-revalidate=86400' },
        ],
      },
    ];
  },
};

export default nextConfig;
