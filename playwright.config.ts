import { defineConfig, devices } from '@playwright/test';
import {
  CMS_ADMIN_EMAIL,
  CMS_ADMIN_PASSWORD,
  E2E_VITALS_PER_MINUTE,
  e2eAdminDataDir,
  e2eDataDir,
  e2eErrorDataDir,
  e2eNoUserDataDir,
  noUserSiteURL,
} from './tests/e2e/servers';
import { chromiumArgs, testChromiumPath } from './tests/support/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const FAKE_ADMIN_PORT = Number(process.env.E2E_FAKE_ADMIN_PORT ?? 3199);
/** A second `next start` of the same build, wired to the fake admin API. */
const ADMIN_PORT = Number(process.env.E2E_ADMIN_PORT ?? 3101);
export const baseURL = `http://127.0.0.1:${PORT}`;
const adminSiteURL = `http://127.0.0.1:${ADMIN_PORT}`;
const fakeAdminURL = `http://127.0.0.1:${FAKE_ADMIN_PORT}`;
/** A third `next start` whose admin API refuses every connection: the error states. */
const ERROR_SITE_PORT = Number(process.env.E2E_ERROR_SITE_PORT ?? PORT + 2);
const errorSiteURL = `http://127.0.0.1:${ERROR_SITE_PORT}`;
const reuseExistingServer = !process.env.CI;
/**
 * `npm start` (the standalone server of `npm run build`, what ships) on 127.0.0.1:port, with the
 * build's SITE_URL (no SITE_URL here: a server refuses one other than the build's).
 */
const standaloneServer = (port: number) => `PORT=${port} HOSTNAME=127.0.0.1 node scripts/start.mjs`;
/**
 * A site among Playwright's webServers: started when it first prints, so that the next one starts
 * at once (Playwright waits for each before starting the next); sites-ready.mjs, the last
 * webServer, waits until every site answers. Reused when it answers already (locally).
 */
const site = (url: string, env: Record<string, string> & { DATA_DIR: string }) => ({
  // Its store starts as a copy of the one the build seeded (tests/e2e/seeded-store.mjs).
  command: `node tests/e2e/seeded-store.mjs ${JSON.stringify(env.DATA_DIR)} && ${standaloneServer(Number(new URL(url).port))}`,
  url: `${url}/robots.txt`,
  wait: { stdout: /Next\.js/ },
  reuseExistingServer,
  env: { NEXT_TELEMETRY_DISABLED: '1', ...testRateLimits, ...testClients, ...env },
});

/** Every e2e test posts from 127.0.0.1: the real limits would turn later tests into 429s. */
const testRateLimits = {
  RATE_LIMIT_ENQUIRIES: '1000/600',
  RATE_LIMIT_APPLICATIONS: '1000/3600',
  RATE_LIMIT_VITALS: `${E2E_VITALS_PER_MINUTE}/60`,
  RATE_LIMIT_LOGINS: '1000/900',
  RATE_LIMIT_RESUME_READINGS: '1000/600',
};
/**
 * Tests that need clients of their own (limits, vitals bursts) name them in X-Forwarded-For, as
 * a proxy on the same host would: the servers believe it from loopback (TRUSTED_PROXIES' default).
 */
const testClients = { TRUSTED_PROXY_HEADER: 'x-forwarded-for' };

const chromiumLaunch = { executablePath: testChromiumPath, args: chromiumArgs };

/** Desktop Chrome at 1280×800: every test runs here once. */
const desktop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: chromiumLaunch,
};

export default defineConfig({
  testDir: './tests/e2e',
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: true,
  // One file at a time, the suite spends about as long waiting (timers, the servers) as working,
  // so more workers than cores finish sooner; but the whole run keeps both cores busy, and four
  // workers took 1.6 times the CPU of one file at a time (2,029 CPU-s against about 1,260) for
  // the same 18 minutes as three. A limit is for a hung test, not a slow one: on two busy cores a
  // test takes two to four times as long as alone (the HTML checker 7 s alone, 45 s in the run).
  workers: 3,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    bypassCSP: true,
    // CI prints each failure's error and steps; a trace there would be recorded for every test
    // (about a tenth of the run's time) and never read.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: chromiumLaunch,
    // Under reduced motion, no page spends the two cores on particles, autoplay and fades while
    // axe or a flow runs; the tests of motion itself call allowMotion() (tests/e2e/helpers.ts).
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    // Specs that start servers of their own (two instances on one PostgreSQL, restarts, the copied
    // standalone folder, the configured site): one after another on one worker, beside the rest.
    // First, so that their long serial run starts early and short tests fill the end of the run.
    { name: 'own-servers', testMatch: 'own-servers/**/*.spec.ts', workers: 1, use: desktop },
    // The editor's spec: one serial chain of about a minute whose browser maps SITE_URL's host to
    // the test server (other launch options, so another kind of worker). Playwright queues the
    // tests of each kind of worker after those of the kinds before it; in `desktop` this chain
    // started last and ended the run. Its own project, listed early, starts it first.
    // The other cms-*.spec.ts files (the API as an attacker tries it, the nginx front, scheduling)
    // log in as the same admin: one worker runs the project's files one after another.
    { name: 'editor', testMatch: 'cms-*.spec.ts', workers: 1, use: desktop },
    { name: 'desktop', testIgnore: ['own-servers/**', 'cms-*.spec.ts'], use: desktop },
    // A phone repeats only what depends on the viewport (layout, menus, axe): tests tagged @viewports.
    // At 1× pixels: layout, menus and axe are the same at the phone's 2.6×, and raster is a seventh of the cost.
    {
      name: 'mobile',
      grep: /@viewports/,
      testIgnore: 'own-servers/**',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        launchOptions: chromiumLaunch,
      },
    },
  ],
  webServer: [
    {
      command: 'node tests/fake-admin-api/server.mjs',
      url: `${fakeAdminURL}/__requests`,
      reuseExistingServer,
      timeout: 20_000,
      env: { FAKE_ADMIN_PORT: String(FAKE_ADMIN_PORT) },
    },
    site(baseURL, {
      DATA_DIR: e2eDataDir,
      FAKE_ADMIN_PORT: String(FAKE_ADMIN_PORT),
      CMS_ADMIN_EMAIL,
      CMS_ADMIN_PASSWORD,
      // cms-editor.spec locks an account without a hundred slow password checks.
      RATE_LIMIT_ACCOUNT_LOCK: '8/3600',
    }),
    site(adminSiteURL, {
      DATA_DIR: e2eAdminDataDir,
      ADMIN_API_URL: `${fakeAdminURL}/admin/api`,
      // cms-editor.spec changes this server’s home headline and a product’s tagline (and restores
      // them): no other spec reads them.
      CMS_ADMIN_EMAIL,
      CMS_ADMIN_PASSWORD,
      // The outbox spec waits for a retry: look every 0.5 s, first retry after about 1 s.
      WORKER_INTERVAL_MS: '500',
      OUTBOX_FIRST_RETRY_MS: '1000',
    }),
    // Port 9 (discard) refuses connections: every admin API call fails at once.
    site(errorSiteURL, {
      DATA_DIR: e2eErrorDataDir,
      ADMIN_API_URL: 'http://127.0.0.1:9/admin/api',
      // editor-additions.spec adds a service and a block here, where no spec counts them.
      CMS_ADMIN_EMAIL,
      CMS_ADMIN_PASSWORD,
    }),
    // No user (cms-no-user.spec: README's first start without CMS_ADMIN_*), and the
    // production-like login limit, low enough to reach.
    site(noUserSiteURL, {
      DATA_DIR: e2eNoUserDataDir,
      ADMIN_API_URL: 'http://127.0.0.1:9/admin/api',
      RATE_LIMIT_LOGINS: '5/900',
    }),
    {
      command: `node tests/e2e/sites-ready.mjs ${[baseURL, adminSiteURL, errorSiteURL, noUserSiteURL].map((url) => `${url}/robots.txt`).join(' ')}`,
      wait: { stdout: /every site answers/ },
      timeout: 60_000,
    },
  ],
});
