import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { clientModuleSources, referencedClientModules, rscPayload } from './client-modules';
import { pagesWithAJob } from './helpers';
import { pagePaths } from './records';
import { measureFirstLoadJs } from '../../scripts/bench/first-load-js.mjs';
import { measurePageBytes } from '../../scripts/bench/page-bytes.mjs';

/**
 * First-load JavaScript (gzip body bytes) of an almost empty Next 16.4.6 page on this stack, measured with
 * `npm run bench` (scripts/bench). Re-measure it whenever Next is upgraded.
 */
const FRAMEWORK_BASELINE_BYTES = 135_353;
const FRAMEWORK_VERSION = '16.4.6';
const OUR_BUDGET_BYTES = 20 * 1024;
/**
 * Pages rendered per request by design (the job search; the cookies policy, which names the
 * analytics provider configured at run time); every other page must be pre-rendered.
 */
const DYNAMIC_PAGES = new Set(['/careers', '/cookies-policy']);
/**
 * What a policy page's RSC payload (carried in its HTML for hydration and client navigation) may
 * hold besides the policy's own words: the article is one server-made string, so its tags and
 * classes, the layout and the metadata stay within this however long the owners' text grows.
 */
const POLICY_PAYLOAD_OVERHEAD_BYTES = 20 * 1024;

/**
 * The only client components of ours a page's payload may name. React runs for the islands of
 * the customer's card (the carousels, the careers filters and Load More, the forms, the dialogs)
 * and for the layout's two late slots; the header, menus, footer, section dots, reveal effects and
 * icons are HTML, CSS and one inline script. The framework's own modules are not listed.
 */
const ALLOWED_CLIENT_MODULES = new Set([
  // The layout: the cookie banner (first in the tab order) and the late islands (the chat, the
  // header's enquiry dialog, the error and vitals reporters, analytics), each loading on intent.
  'components/consent/cookie-banner-loader.tsx',
  'components/layout/late-islands.tsx',
  // Markup written into the document only (footer, header, JSON-LD): an empty element in the browser.
  'lib/shared/document-only-html.tsx',
  // Next's error boundaries, client components by its convention.
  'app/global-error.tsx',
  'app/(site)/error.tsx',
  // The card's islands: the carousels, the careers filters and Load More, the forms and dialogs.
  'app/(site)/_components/hero-slider.tsx',
  'components/testimonials/testimonial-carousel.tsx',
  'components/testimonials/avatar-image.tsx',
  'components/careers/job-board.tsx',
  'components/enquiry/enquiry-button.tsx',
  'components/enquiry/deferred-enquiry-form.tsx',
  'components/careers/apply-button.tsx',
  // Not the card's, and still React: the services overview's category tabs and the job page's
  // copy-link and referral-link buttons.
  'app/(site)/services/_components/service-tabs.tsx',
  'app/(site)/careers/[slug]/_components/copy-link.tsx',
  'app/(site)/careers/[slug]/_components/referral-link.tsx',
]);

test.describe('budgets (deterministic, from the build)', () => {
  test('the baseline belongs to the Next version in use', () => {
    const nextPackage = JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')) as {
      version: string;
    };
    expect(nextPackage.version).toBe(FRAMEWORK_VERSION);
  });

  test('every marketing page is statically pre-rendered', async ({ request }) => {
    const manifest = JSON.parse(readFileSync('.next/prerender-manifest.json', 'utf8')) as {
      routes: Record<string, unknown>;
    };
    const notStatic = (await pagePaths(request)).filter(
      (path) => !DYNAMIC_PAGES.has(path) && !(path in manifest.routes),
    );
    expect(notStatic).toEqual([]);
  });

  test("no CMS code reaches a public page's browser bundle", () => {
    const app = '.next/server/app';
    /** Each page's client modules (the build's client reference manifests), by page. */
    const clientModules = new Map<string, string[]>();
    for (const file of readdirSync(app, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('page_client-reference-manifest.js')) continue;
      const scope: { __RSC_MANIFEST?: Record<string, { clientModules: object }> } = {};
      new Function('globalThis', readFileSync(path.join(app, file), 'utf8'))(scope);
      for (const [page, manifest] of Object.entries(scope.__RSC_MANIFEST ?? {}))
        clientModules.set(page, Object.keys(manifest.clientModules));
    }
    const cms = (page: string) =>
      (clientModules.get(page) ?? []).filter((name) =>
        /\/node_modules\/(?:payload|@payloadcms\/[^/]+)\//.test(name),
      );
    // The editor's own page is made of them: the check sees CMS modules where they are.
    expect(cms('/(payload)/admin/[[...segments]]/page').length).toBeGreaterThan(0);
    const publicPages = [...clientModules.keys()].filter((page) => !page.startsWith('/(payload)/'));
    expect(publicPages).toEqual(
      expect.arrayContaining(['/(site)/page', '/(site)/services/[slug]/page']),
    );
    expect(publicPages.flatMap((page) => cms(page).map((name) => `${page}: ${name}`))).toEqual([]);
  });

  test('first-load JavaScript stays within 20 KB gzip of the framework baseline on static pages', async ({
    baseURL,
    request,
  }) => {
    const over: string[] = [];
    for (const path of (await pagePaths(request)).filter((each) => !DYNAMIC_PAGES.has(each))) {
      const { gzipBytes } = await measureFirstLoadJs(`${baseURL}${path}`);
      const ours = gzipBytes - FRAMEWORK_BASELINE_BYTES;
      if (ours > OUR_BUDGET_BYTES)
        over.push(`${path}: ${(ours / 1024).toFixed(1)} KB above the framework`);
    }
    expect(over).toEqual([]);
  });

  test("a policy page's RSC payload holds its text and at most 20 KB besides", async ({
    baseURL,
    request,
  }) => {
    const { rscPayloadBytes } = await measurePageBytes(`${baseURL}/privacy`);
    const html = await (await request.get('/privacy')).text();
    const article = /<article\b[\s\S]*<\/article>/.exec(html)![0];
    const textBytes = Buffer.byteLength(article.replace(/<[^>]*>/g, ''));
    expect(textBytes).toBeGreaterThan(5_000);
    expect(rscPayloadBytes - textBytes).toBeLessThanOrEqual(POLICY_PAYLOAD_OVERHEAD_BYTES);
  });

  test('each page references no client module of ours outside the islands allowed', async ({
    request,
  }) => {
    const sources = clientModuleSources();
    const outside: string[] = [];
    for (const path of await pagesWithAJob(request)) {
      const html = await (await request.get(path)).text();
      const ids = referencedClientModules(rscPayload(html));
      expect(ids.length, `${path}: no payload found`).toBeGreaterThan(0);
      for (const id of ids) {
        const source = sources.get(id) ?? `module ${id} (in no manifest)`;
        if (!source.startsWith('node_modules/next/') && !ALLOWED_CLIENT_MODULES.has(source))
          outside.push(`${path}: ${source}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
