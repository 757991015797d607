// What the container runs, without a container (none can be reached here): the standalone folder
// of `npm run build` copied away from the project (as the Dockerfile's COPY does, so nothing can be
// found in the project's node_modules), started with `node server.js`, checked by the image's
// HEALTHCHECK script, and the operator's CLIs run from the copy.
import { expect, test } from '@playwright/test';
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/free-port.mjs';
import { ownServers } from './servers';

let port = 0;
let site = '';
const enquiry = {
  full_name: 'Standalone Tester',
  email: 'standalone@example.com',
  phone: '+91 98480 12345',
  service: 'Cybersecurity',
  subject: 'Shipped as built',
  message: 'Sent to the copied standalone server.',
};

const servers = ownServers();
let root = '';
const app = () => path.join(root, 'app');
const dataDir = () => path.join(root, 'data');

/** Runs a command in the copy, as `docker exec` would. */
const inCopy = (command: string, args: string[]) =>
  execFileSync(command, args, {
    cwd: app(),
    env: { ...process.env, DATA_DIR: dataDir(), PORT: String(port) },
    encoding: 'utf8',
  });
const healthCheck = (target: number) =>
  spawnSync('node', ['scripts/healthcheck.mjs'], {
    cwd: app(),
    env: { ...process.env, PORT: String(target) },
  }).status;
/**
 * Healthy as Docker decides it (the Dockerfile's HEALTHCHECK --retries=3): one check of three
 * passes. One alone, with its 4 s limit, failed once on two cores loaded by the rest of the run.
 */
const healthy = (target: number) => [1, 2, 3].some(() => healthCheck(target) === 0);

test.describe('the standalone server, copied away from the project', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    port = await freePort();
    site = `http://127.0.0.1:${port}`;
    root = mkdtempSync(path.join(tmpdir(), 'standalone-'));
    cpSync('.next/standalone', app(), { recursive: true, verbatimSymlinks: true });
    await servers.startStandaloneCopy(app(), port, { DATA_DIR: dataDir() });
  });

  test.afterAll(async () => {
    await servers.stopAll();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test('carries its static files, public files and better-sqlite3 binary, and no project sources', () => {
    expect(
      existsSync(path.join(app(), 'node_modules/better-sqlite3/prebuilds/linux-x64.node')),
    ).toBe(true);
    expect(existsSync(path.join(app(), '.next/static'))).toBe(true);
    expect(existsSync(path.join(app(), 'public/icon-192.png'))).toBe(true);
    expect(existsSync(path.join(app(), 'app'))).toBe(false);
    expect(existsSync(path.join(app(), 'lib/store'))).toBe(false);
  });

  test('serves pages with their stylesheet and the files of public/', async ({ request }) => {
    const home = await request.get(`${site}/`);
    expect(home.status()).toBe(200);
    const html = await home.text();
    expect(html).toMatch(/<h1[\s>]/);
    const stylesheet = html.match(/href="(\/_next\/static\/[^"]+\.css)"/)?.[1];
    expect(stylesheet).toBeTruthy();
    const css = await request.get(`${site}${stylesheet}`);
    expect(css.status()).toBe(200);
    expect(css.headers()['content-type']).toContain('text/css');
    expect((await request.get(`${site}/icon-192.png`)).headers()['content-type']).toBe('image/png');
  });

  test('answers /.well-known/security.txt itself, not with a redirect home', async ({
    request,
  }) => {
    const response = await request.get(`${site}/.well-known/security.txt`, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/^Contact: mailto:[^\s@]+@\S+$/m);
    expect(text).toMatch(/^Canonical: https?:\/\/\S+\/\.well-known\/security\.txt$/m);
    const expires = new Date(text.match(/^Expires: (\S+)$/m)![1]!).getTime();
    // A fixed date in content/security-txt.ts, less than a year ahead (lib/security-txt.test.ts).
    expect(expires - Date.now()).toBeGreaterThan(30 * 24 * 3600 * 1000);
    expect(expires - Date.now()).toBeLessThan(365 * 24 * 3600 * 1000);
    expect(
      (await request.get(`${site}/.well-known/nothing-here`, { maxRedirects: 0 })).status(),
    ).toBe(404);
  });

  test("passes the image's health check, which fails when nothing answers", () => {
    expect(healthy(port)).toBe(true);
    expect(healthy(port === 1 ? 2 : 1)).toBe(false);
  });

  test('keeps an enquiry in SQLite, listed by `npm run submissions` and `npm run outbox` from the copy', async ({
    request,
  }) => {
    const sent = await request.post(`${site}/api/enquiries`, {
      headers: { origin: site, 'sec-fetch-site': 'same-origin', 'idempotency-key': randomUUID() },
      data: enquiry,
    });
    expect(sent.status()).toBe(200);
    expect(await sent.json()).toMatchObject({ success: true });

    const kept = JSON.parse(inCopy('npm', ['run', '--silent', 'submissions', '--', '--json']));
    expect(kept.enquiries).toEqual([
      expect.objectContaining({ full_name: enquiry.full_name, subject: enquiry.subject }),
    ]);
    expect(inCopy('npm', ['run', '--silent', 'outbox', '--', 'list'])).toMatch(/1 delivered/);
  });
  test('counts a client by its connection: forged forwarding headers do not escape the limit', async ({
    request,
  }) => {
    // RATE_LIMIT_REQUESTS (30 a minute per client) is taken before the body is read; every
    // request claims another address, and no TRUSTED_PROXY_HEADER is configured.
    const statuses: number[] = [];
    for (let n = 1; n <= 31; n++) {
      const forged = `198.51.100.${n}`;
      const response = await request.post(`${site}/api/enquiries`, {
        headers: {
          origin: site,
          'sec-fetch-site': 'same-origin',
          'x-forwarded-for': forged,
          'x-real-ip': forged,
          'idempotency-key': randomUUID(),
        },
        data: {},
      });
      statuses.push(response.status());
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(30);
  });

  test('backs up its store from the copy with `npm run backup`', () => {
    const backup = path.join(root, 'backup');
    expect(inCopy('npm', ['run', '--silent', 'backup', '--', backup])).toMatch(
      /^Backed up .*site\.db \(1 delivered\), 0 resume\(s\), the editor's content and 0 upload\(s\)/,
    );
    expect(existsSync(path.join(backup, 'manifest.json'))).toBe(true);
  });

  test("refuses to start with a SITE_URL other than the build's, naming both", async () => {
    const started = spawnSync('node', ['server.js'], {
      cwd: app(),
      env: {
        ...process.env,
        PORT: String(await freePort()),
        HOSTNAME: '127.0.0.1',
        DATA_DIR: dataDir(),
        SITE_URL: 'https://elsewhere.example',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('SITE_URL is https://elsewhere.example here');
    expect(started.stderr).toMatch(/this build was made with SITE_URL=http/);
  });
});
