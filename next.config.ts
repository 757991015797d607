import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';
import { company } from './content/company';
import { parseCompany } from './content/company-schema';
import { env } from './lib/env';
import {
  documentHeaders,
  everyAnswerHeaders,
  MEDIA_PATHS,
  mediaFileHeaders,
} from './lib/security-headers';

// Here rather than in content/company.ts, which client components import: zod stays out of their bundles.
parseCompany(company);

/** Every path but the editor's uploaded pictures, which have headers of their own. */
const EVERY_PATH_BUT_MEDIA = '/((?!api/media/).*)';

/** Every path except Next's build files and image optimiser and anything named like a file (`/icons.svg`, `/robots.txt`). */
const DOCUMENT_PATHS = '/((?!_next/static/|_next/image|.*\\.\\w+$).*)';

const nextConfig: NextConfig = {
  // Baked into the pre-rendered pages: the server compares it with its own SITE_URL at start
  // (lib/site-url-check.ts) and takes it when SITE_URL is unset at run time.
  // The forms' data-protection notice states how long the site keeps a submission (a build-time value).
  env: { SITE_URL_AT_BUILD: env.SITE_URL, NEXT_PUBLIC_RETENTION_DAYS: String(env.RETENTION_DAYS) },
  // .next/standalone: server.js with only the files it needs (README, "Deploy"); `npm run build`
  // then copies .next/static and public/ next to it (scripts/copy-standalone-assets.mjs).
  // On Vercel (VERCEL set during its build) the platform packages the functions itself.
  output: process.env.VERCEL ? undefined : 'standalone',
  outputFileTracingIncludes: {
    // The operator's CLIs and the container's health check run from the standalone folder too;
    // their imports (better-sqlite3, pg) are the server's own, so tracing carries them already.
    // better-sqlite3 picks its prebuilt binary by platform at run time: named here so it can never be missed.
    '/api/**': [
      './package.json',
      './scripts/outbox.mjs',
      './scripts/backup.mjs',
      './scripts/restore.mjs',
      './scripts/backup-files.mjs',
      './scripts/backup-postgres.mjs',
      './scripts/submissions.mjs',
      './scripts/terminal-text.mjs',
      './scripts/store-client.mjs',
      './scripts/healthcheck.mjs',
      './scripts/start.mjs',
      './scripts/request-guard.mjs',
      './scripts/vitals.mjs',
      './lib/shared/vitals/histogram.mjs',
      // `npm run submissions -- --by-source` labels sources with it (Node strips its types).
      './lib/shared/application-source.ts',
      './node_modules/better-sqlite3/lib/linux*.js',
      './node_modules/better-sqlite3/prebuilds/linux*.node',
    ],
  },
  poweredByHeader: false,
  // Regenerated pages and their 404s (an unknown job slug) stay in a bounded memory cache instead
  // of a file each under .next/server/route-cache: strangers' URLs cannot fill the disk. The
  // pages pre-rendered by the build are still read from disk; a restart renders the rest anew.
  cacheMaxMemorySize: 64 * 1024 * 1024,
  experimental: {
    isrFlushToDisk: false,
    // Turbopack writes its build cache (about 120 MB) to .next/cache for the next build to start
    // warm; a clean clone in CI (.ci/run sets CI) never has a next build, so there it skips the write.
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // The server's source maps (about 100 MB) give deployed builds readable stack traces; the build
    // .ci/run tests and throws away skips them (BUILD_WITHOUT_SOURCE_MAPS=1): a sixth of its CPU.
    turbopackSourceMaps: process.env.BUILD_WITHOUT_SOURCE_MAPS !== '1',
  },
  reactStrictMode: true,
  // The stylesheet (about 11 KB gzip) stays a cached file: inlining it (experimental.inlineCss)
  // put it in every page more than once, as <style> and in the RSC payload (the HTML grew
  // several times larger), and the saved round trip did not pay for parsing it (docs/benchmarks.md).
  serverExternalPackages: ['better-sqlite3', 'pino'],
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [390, 640, 828, 1080, 1280, 1920],
    minimumCacheTTL: 31536000,
    // The admin host's photos arrive through our own route (app/api/photos), whatever host is
    // configured at run time; next/image then treats them as local images.
  },
  async headers() {
    return [
      // The same for every environment: a document's CSP is replaced per request by the proxy's.
      {
        source: EVERY_PATH_BUT_MEDIA,
        headers: everyAnswerHeaders(process.env.NODE_ENV !== 'production', env.SITE_URL),
      },
      { source: MEDIA_PATHS, headers: mediaFileHeaders },
      { source: DOCUMENT_PATHS, headers: documentHeaders },
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

/**
 * Payload's additions (its packages kept external, its styles), except one: it asks every answer
 * for the visitor's colour scheme with Critical-CH, which makes a browser fetch a public page twice
 * on a first visit. Only the editor's pages ask.
 */
function withEditor(config: NextConfig): NextConfig {
  const wrapped = withPayload(config, { devBundleServerPackages: false }) as NextConfig;
  return {
    ...wrapped,
    async headers() {
      const rules = (await wrapped.headers?.()) ?? [];
      return rules.map((rule) =>
        rule.headers.some((header) => header.key === 'Critical-CH')
          ? { ...rule, source: '/admin/:path*' }
          : rule,
      );
    },
  };
}

export default withEditor(nextConfig);
