import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { ramDisk } from '../support/ram-disk.mjs';

/**
 * The folder of the stores of the servers playwright.config.ts starts. Locally .data/, kept between
 * runs. With CI set Playwright starts them anew on empty stores: in a new folder in memory when the
 * machine has room (tests/support/ram-disk.mjs), where a first start's migrations and seed do not
 * wait on the disk. The runner chooses it once (E2E_STORES, inherited by its workers) and makes
 * it the run's TMPDIR too: the own-servers specs' stores, their copy of the standalone folder and
 * Chromium's profiles.
 */
function storesFolder(): string {
  const inMemory = process.env.CI && !process.env.E2E_STORES ? ramDisk() : undefined;
  if (inMemory) {
    const folder = mkdtempSync(path.join(inMemory, 'e2e-'));
    // Traversable as /tmp is: the shared-store spec's PostgreSQL runs as its own user.
    chmodSync(folder, 0o755);
    process.env.E2E_STORES = folder;
    process.env.TMPDIR = folder;
    // global-teardown.ts removes it at the end.
    process.env.E2E_STORES_MADE = folder;
  }
  return process.env.E2E_STORES ?? '.data';
}
const stores = storesFolder();
/** The embedded-backend site's store, the admin-API site's and the error site's. */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? path.join(stores, 'e2e');
export const e2eAdminDataDir = process.env.E2E_ADMIN_DATA_DIR ?? path.join(stores, 'e2e-admin');
export const e2eErrorDataDir = path.join(stores, 'e2e-error');
export const e2eNoUserDataDir = path.join(stores, 'e2e-no-user');

/** The servers playwright.config.ts starts; every port follows the same env variables. */
export const embeddedURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
export const adminSiteURL = `http://127.0.0.1:${process.env.E2E_ADMIN_PORT ?? 3101}`;
export const fakeAdminURL = `http://127.0.0.1:${process.env.E2E_FAKE_ADMIN_PORT ?? 3199}`;
/** The site whose admin API refuses every connection; its editor is where specs add records. */
export const errorSiteURL = `http://127.0.0.1:${process.env.E2E_ERROR_SITE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 2}`;
/** A site whose editor has no user (no CMS_ADMIN_*), as on README's first start. */
export const noUserSiteURL = `http://127.0.0.1:${process.env.E2E_NO_USER_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 3}`;

/** The first admin of the embedded server's editor (cms/on-init.ts makes it on first start). */
export const CMS_ADMIN_EMAIL = 'owner@example.com';
export const CMS_ADMIN_PASSWORD = 'correct-horse-battery-staple';

/**
 * Field-vitals beacons a client may send a minute on the test servers: every page of the suite
 * reports from 127.0.0.1, so the production 60 would turn later pages' beacons into 429s.
 */
export const E2E_VITALS_PER_MINUTE = 300;

type Enquiry = Record<'full_name' | 'email' | 'phone' | 'service' | 'subject' | 'message', string>;

/** Enquiries kept by the embedded backend, read with `npm run submissions -- --json`. */
function storedEnquiries(): Enquiry[] {
  const output = execFileSync('node', ['scripts/submissions.mjs', '--json'], {
    env: { ...process.env, DATA_DIR: e2eDataDir },
    encoding: 'utf8',
  });
  return JSON.parse(output).enquiries;
}

type Recorded = { method: string; path: string; headers: Record<string, string>; json?: Enquiry };

/** Enquiries that reached the fake admin API, with the headers they came with. */
async function enquiriesAtFakeAdmin(): Promise<Recorded[]> {
  const response = await fetch(`${fakeAdminURL}/__requests`);
  const requests = (await response.json()) as Recorded[];
  return requests.filter(
    (request) => request.method === 'POST' && request.path.endsWith('/contacts/submit.php'),
  );
}

/** Where an enquiry with this subject ended up, for the backend the site runs on. */
export async function findEnquiry(backendUrl: string, subject: string) {
  if (backendUrl === embeddedURL)
    return { stored: storedEnquiries().find((row) => row.subject === subject) };
  const request = (await enquiriesAtFakeAdmin()).find((row) => row.json?.subject === subject);
  return {
    stored: request?.json,
    origin: request?.headers.origin,
    cookie: request?.headers.cookie,
  };
}
