import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const FAKE_ADMIN_PORT = Number(process.env.E2E_FAKE_ADMIN_PORT ?? 3199);
export const baseURL = `http://127.0.0.1:${PORT}`;
/** A second site server that reads the fake admin API, and one whose admin API is unreachable. */
const FAKE_SITE_PORT = Number(process.env.E2E_FAKE_SITE_PORT ?? PORT + 1);
const ERROR_SITE_PORT = Number(process.env.E2E_ERROR_SITE_PORT ?? PORT + 2);
export const fakeSiteURL = `http://127.0.0.1:${FAKE_SITE_PORT}`;
export const errorSiteURL = `http://127.0.0.1:${ERROR_SITE_PORT}`;
export const fakeAdminURL = `http://127.0.0.1:${FAKE_ADMIN_PORT}`;

const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    bypassCSP: true,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunch } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromiumLaunch } },
  ],
  webServer: [
    {
      command: `npx next start -p ${PORT} -H 127.0.0.1`,
      url: `${baseURL}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        DATA_DIR: process.env.E2E_DATA_DIR ?? '.data/e2e',
        SITE_URL: baseURL,
        FAKE_ADMIN_PORT: String(FAKE_ADMIN_PORT),
      },
    },
    {
      command: `node tests/fake-admin-api/server.mjs`,
      url: `${fakeAdminURL}/__requests`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      env: { FAKE_ADMIN_PORT: String(FAKE_ADMIN_PORT) },
    },
    {
      command: `npx next start -p ${FAKE_SITE_PORT} -H 127.0.0.1`,
      url: `${fakeSiteURL}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        DATA_DIR: '.data/e2e-fake',
        SITE_URL: fakeSiteURL,
        ADMIN_API_URL: `${fakeAdminURL}/admin/api`,
      },
    },
    {
      // Port 9 (discard) refuses connections: every admin API call fails at once.
      command: `npx next start -p ${ERROR_SITE_PORT} -H 127.0.0.1`,
      url: `${errorSiteURL}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        DATA_DIR: '.data/e2e-error',
        SITE_URL: errorSiteURL,
        ADMIN_API_URL: 'http://127.0.0.1:9/admin/api',
      },
    },
  ],
});
