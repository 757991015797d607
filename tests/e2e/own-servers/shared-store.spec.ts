// Two `next start` instances of one build share one PostgreSQL database, with DATA_DIR below a
// regular file (nobody, not even root, can write there) and the admin API down. An enquiry and an
// application go to each instance and are accepted; a client's enquiries spread over both meet
// one shared limit; /api/outbox/drain refuses callers without the secret; once the admin API is
// back, drains on both instances deliver every record exactly once, the resumes byte for byte.
// The time to delivery and the duplicates seen are printed. A service page published in the editor
// on one instance shows there within 10 s and on the other within 60 s (its content watcher), a
// draft on neither; so do the company's phone number (every page's footer) and the service's new
// menu label (the header's menus); a picture uploaded on one is served by the other (the files
// are in PostgreSQL). Then, on the same two instances, alerts to a webhook: still one backlog alert,
// one recovery and one dead-letter alert.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { Client } from 'pg';
import sharp from 'sharp';
import { submissionTexts } from '../../../content/submissions';
import { freePort } from '../../support/free-port.mjs';
import { backlogRecoveryDeadLetter } from './alert-flow';
import { CMS_ADMIN_EMAIL, CMS_ADMIN_PASSWORD } from '../servers';
import { ownServers } from './servers';
import { startSiteDatabase } from './site-database';
import { startWebhook } from '../../support/webhook';

/** Below /dev/null, a character device: no one can create this folder. */
const DATA_DIR = '/dev/null/data';
const CRON_SECRET = `e2e-${randomUUID()}`;
const ENQUIRY_LIMIT = 4;

const RESUME = readFileSync('tests/e2e/fixtures/resume.pdf');
const RESUME_SHA256 = createHash('sha256').update(new Uint8Array(RESUME)).digest('hex');
const enquiry = (subject: string) => ({
  full_name: 'Shared Store',
  email: 'shared@example.com',
  phone: '+91 98480 12345',
  service: 'Cybersecurity',
  subject,
  message: 'Sent while the admin API was down.',
});
const application = {
  job_id: '1001',
  first_name: 'Shared',
  last_name: 'Store',
  email: 'shared@example.com',
  phone: '+91 98480 12345',
  experience_years: '3',
};
/** What a browser's fetch from the site's own pages sends, from client `ip` as the trusted proxy reports it. */
const from = (site: string, ip: string, key: string) => ({
  origin: site,
  'sec-fetch-site': 'same-origin',
  'x-real-ip': ip,
  'idempotency-key': key,
});

type Recorded = {
  method: string;
  path: string;
  headers: Record<string, string>;
  json?: { subject?: string };
  files?: { name: string; size: number; sha256: string }[];
};

const servers = ownServers();
let cluster: { url: string; stop: () => void } | undefined;
let webhook: Awaited<ReturnType<typeof startWebhook>> | undefined;
let databaseUrl = '';
let sites: [string, string] = ['', ''];
let fakeAdmin = '';
let fakeAdminPort = 0;

function startSite(port: number, alertWebhookUrl: string) {
  return servers.startSite(port, {
    DATABASE_URL: databaseUrl,
    DATA_DIR,
    // Nothing listens there until the fake admin API is started in the first test.
    ADMIN_API_URL: `${fakeAdmin}/admin/api`,
    CRON_SECRET,
    TRUSTED_PROXY_HEADER: 'x-real-ip',
    RATE_LIMIT_ENQUIRIES: `${ENQUIRY_LIMIT}/600`,
    RATE_LIMIT_APPLICATIONS: '1000/3600',
    // As on a serverless host: no worker round during the test, deliveries come from the drain route.
    WORKER_INTERVAL_MS: '3600000',
    OUTBOX_FIRST_RETRY_MS: '1000',
    ALERT_WEBHOOK_URL: alertWebhookUrl,
    ALERT_BACKLOG_MINUTES: '1',
    CMS_ADMIN_EMAIL,
    CMS_ADMIN_PASSWORD,
  });
}

async function postEnquiry(request: APIRequestContext, site: string, ip: string, subject: string) {
  const key = randomUUID();
  const response = await request.post(`${site}/api/enquiries`, {
    headers: from(site, ip, key),
    data: enquiry(subject),
  });
  return { key, response };
}

async function postApplication(request: APIRequestContext, site: string, ip: string) {
  const key = randomUUID();
  const response = await request.post(`${site}/api/applications`, {
    headers: from(site, ip, key),
    multipart: {
      ...application,
      resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: RESUME },
    },
  });
  return { key, response };
}

test.describe('two instances sharing one PostgreSQL database', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    const started = await startSiteDatabase();
    cluster = started.cluster;
    databaseUrl = started.databaseUrl;
    webhook = await startWebhook();
    fakeAdminPort = await freePort();
    fakeAdmin = `http://127.0.0.1:${fakeAdminPort}`;
    const ports = [await freePort(), await freePort()] as const;
    sites = [`http://127.0.0.1:${ports[0]}`, `http://127.0.0.1:${ports[1]}`];
    // Both start (and migrate) at once.
    await Promise.all(ports.map((port) => startSite(port, webhook!.url)));
  });

  test.afterAll(async () => {
    await servers.stopAll();
    cluster?.stop();
    await webhook?.close();
  });

  test('accept on either instance with no writable disk, share one limit, and deliver each submission exactly once through the drain', async ({
    request,
  }) => {
    const database = new Client({ connectionString: databaseUrl });
    await database.connect();
    try {
      await test.step('both instances are ready on PostgreSQL', async () => {
        for (const site of sites) {
          const ready = await request.get(`${site}/api/health/ready`, {
            headers: { authorization: `Bearer ${CRON_SECRET}` },
          });
          expect(ready.status()).toBe(200);
          expect(await ready.json()).toMatchObject({ status: 'ready', store: 'postgres' });
        }
      });

      const sent =
        await test.step('each instance accepts an enquiry and an application with no writable disk', async () => {
          const accepted: { key: string; kind: 'enquiry' | 'application' }[] = [];
          for (const [index, site] of sites.entries()) {
            const sentEnquiry = await postEnquiry(
              request,
              site,
              `198.51.100.${index + 1}`,
              `Shared store ${index}`,
            );
            expect(sentEnquiry.response.status()).toBe(202);
            expect(await sentEnquiry.response.json()).toEqual({
              success: true,
              queued: true,
              message: submissionTexts.enquiryReceived,
            });
            const sentApplication = await postApplication(
              request,
              site,
              `198.51.100.${index + 11}`,
            );
            expect(sentApplication.response.status()).toBe(202);
            expect(await sentApplication.response.json()).toEqual({
              success: true,
              queued: true,
              message: submissionTexts.applicationReceived,
              // The candidate's receipt, whichever instance holds the application.
              receipt: expect.objectContaining({
                reference: expect.stringMatching(/^APP-[0-9A-F]{10}$/),
              }),
            });
            accepted.push(
              { key: sentEnquiry.key, kind: 'enquiry' },
              { key: sentApplication.key, kind: 'application' },
            );
          }
          // Nothing went to disk: the folder cannot exist, and both resumes wait in the database.
          expect(existsSync(DATA_DIR)).toBe(false);
          const waiting = await database.query(
            "SELECT octet_length(resume) AS size FROM submissions WHERE kind = 'application' AND status = 'pending'",
          );
          expect(waiting.rows.map((row) => Number(row.size))).toEqual([
            RESUME.byteLength,
            RESUME.byteLength,
          ]);
          return accepted;
        });

      const limitKeys =
        await test.step('one client alternating between the instances meets one shared limit', async () => {
          const statuses: number[] = [];
          const keys: string[] = [];
          for (let i = 0; i < ENQUIRY_LIMIT + 2; i += 1) {
            const { key, response } = await postEnquiry(
              request,
              sites[i % 2]!,
              '203.0.113.50',
              `Limit ${i}`,
            );
            statuses.push(response.status());
            if (response.status() === 202) keys.push(key);
          }
          expect(statuses).toEqual([...new Array(ENQUIRY_LIMIT).fill(202), 429, 429]);
          return keys;
        });

      await test.step('the drain route refuses callers without the secret', async () => {
        for (const site of sites) {
          expect((await request.get(`${site}/api/outbox/drain`)).status()).toBe(401);
          expect(
            (
              await request.get(`${site}/api/outbox/drain`, {
                headers: { authorization: 'Bearer wrong-secret-of-some-length' },
              })
            ).status(),
          ).toBe(401);
        }
      });

      const expected = new Set([...sent.map((record) => record.key), ...limitKeys]);
      const posts = async () =>
        ((await (await request.get(`${fakeAdmin}/__requests`)).json()) as Recorded[]).filter(
          (row) => row.method === 'POST',
        );

      await test.step('drains on both instances deliver every record exactly once, resumes byte for byte', async () => {
        // The admin API comes back; an operator makes the waiting records due (the ones that
        // failed twice would wait 5 min), and the cron drains both instances, twice at once each.
        await servers.startFakeAdmin(fakeAdminPort);
        const backAt = performance.now();
        execFileSync('node', ['scripts/outbox.mjs', 'retry', 'pending'], {
          env: { ...process.env, DATABASE_URL: databaseUrl },
        });
        const deliveredKeys = async () =>
          new Set((await posts()).map((row) => row.headers['idempotency-key']));
        let tried = 0;
        let drains = 0;
        let allFourAt: number | undefined;
        while (performance.now() - backAt < 60_000) {
          const answers = await Promise.all(
            [...sites, ...sites].map((site) =>
              request.get(`${site}/api/outbox/drain`, {
                headers: { authorization: `Bearer ${CRON_SECRET}` },
              }),
            ),
          );
          drains += answers.length;
          for (const answer of answers) {
            expect(answer.status()).toBe(200);
            tried += (await answer.json()).tried;
          }
          const keys = await deliveredKeys();
          allFourAt ??= sent.every((record) => keys.has(record.key))
            ? performance.now()
            : undefined;
          if ([...expected].every((key) => keys.has(key))) break;
        }
        const allDeliveredMs = Math.round(performance.now() - backAt);
        expect(allFourAt).toBeDefined();

        // Every record is marked delivered, so no later round can send one again; a few more drains send nothing.
        const statuses = await database.query(
          'SELECT status, COUNT(*) AS n FROM submissions GROUP BY status',
        );
        expect(statuses.rows.map((row) => [row.status, Number(row.n)])).toEqual([
          ['delivered', expected.size],
        ]);
        for (const site of sites) {
          const again = await request.get(`${site}/api/outbox/drain`, {
            headers: { authorization: `Bearer ${CRON_SECRET}` },
          });
          expect(await again.json()).toMatchObject({ tried: 0 });
        }
        const arrived = await posts();
        const duplicates =
          arrived.length - new Set(arrived.map((row) => row.headers['idempotency-key'])).size;
        console.log(
          `shared-store figures: ${JSON.stringify({
            records: expected.size,
            adminBackToFourDeliveredMs: Math.round(allFourAt! - backAt),
            adminBackToAllDeliveredMs: allDeliveredMs,
            drainCalls: drains,
            attemptsClaimedByDrains: tried,
            duplicates,
          })}`,
        );
        expect(duplicates).toBe(0);
        expect(tried).toBe(expected.size);
        expect(new Set(arrived.map((row) => row.headers['idempotency-key']))).toEqual(expected);

        for (const record of sent) {
          const [arrival] = arrived.filter((row) => row.headers['idempotency-key'] === record.key);
          if (record.kind === 'enquiry') {
            expect(arrival?.path).toMatch(/\/contacts\/submit\.php$/);
          } else {
            expect(arrival?.path).toMatch(/\/applications\/submit-application\.php$/);
            expect(arrival?.files).toEqual([
              expect.objectContaining({
                name: 'resume',
                size: RESUME.byteLength,
                sha256: RESUME_SHA256,
              }),
            ]);
          }
        }
        // Delivered records no longer hold their resumes.
        const held = await database.query(
          'SELECT COUNT(*) AS n FROM submissions WHERE resume IS NOT NULL',
        );
        expect(Number(held.rows[0].n)).toBe(0);
      });

      await test.step('with the admin API up, an enquiry gets its verdict at once and arrives once', async () => {
        const live = await postEnquiry(request, sites[1], '198.51.100.99', 'Admin API up');
        expect(live.response.status()).toBe(200);
        expect(await live.response.json()).toMatchObject({ success: true });
        expect(
          (await posts()).filter((row) => row.headers['idempotency-key'] === live.key),
        ).toHaveLength(1);
        for (const site of sites) {
          const ready = await request.get(`${site}/api/health/ready`, {
            headers: { authorization: `Bearer ${CRON_SECRET}` },
          });
          expect((await ready.json()).outbox).toMatchObject({
            pending: 0,
            dead: 0,
            delivered: expected.size + 1,
          });
        }
      });
    } finally {
      await database.end();
    }
  });

  test('a publish in the editor shows on its instance within 10 s and on the other within 60 s, a draft on neither; an upload on one is served by the other', async ({
    request,
  }) => {
    const [first, second] = sites;
    const login = await request.post(`${first}/cms-api/users/login`, {
      data: { email: CMS_ADMIN_EMAIL, password: CMS_ADMIN_PASSWORD },
    });
    const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` };

    // Uploaded on the first (whose DATA_DIR cannot exist), served at once by the second.
    const picture = await sharp({
      create: { width: 1000, height: 600, channels: 3, background: '#2a5599' },
    })
      .png()
      .toBuffer();
    const uploaded = await request.post(`${first}/cms-api/media`, {
      headers,
      multipart: {
        file: { name: 'shared.png', mimeType: 'image/png', buffer: picture },
        _payload: JSON.stringify({ alt: 'The shared picture' }),
      },
    });
    expect(uploaded.status()).toBe(201);
    const { doc } = (await uploaded.json()) as {
      doc: { filename: string; sizes: { card: { filename: string } } };
    };
    for (const name of [doc.filename, doc.sizes.card.filename]) {
      const served = await request.get(`${second}/api/media/${name}`);
      expect(served.status()).toBe(200);
      expect(served.headers()['cache-control']).toBe('public, max-age=604800');
      const { width } = await sharp(await served.body()).metadata();
      expect(width).toBe(name === doc.filename ? 1000 : 800);
    }
    const editorCopy = await request.get(`${second}/cms-api/media/file/${doc.filename}`, {
      headers,
    });
    expect(editorCopy.status()).toBe(200);
    expect((await request.get(`${second}/api/media/not-${doc.filename}`)).status()).toBe(404);
    // One the menus list (the talent column's featured service).
    const list = await request.get(
      `${first}/cms-api/services?where[slug][equals]=it-staffing&depth=0`,
      { headers },
    );
    const [service] = ((await list.json()) as { docs: { id: number; slug: string }[] }).docs;
    const page = `/services/${service!.slug}`;
    const shows =
      (site: string, text: string, path = page) =>
      async () =>
        (await (await request.get(`${site}${path}`)).text()).includes(text);

    const draft = `Draft heading ${Date.now()}`;
    const saved = await request.patch(`${first}/cms-api/services/${service!.id}?draft=true`, {
      headers,
      data: { title: draft },
    });
    expect(saved.status()).toBe(200);
    for (const site of sites) expect(await shows(site, draft)()).toBe(false);

    const title = `Published heading ${Date.now()}`;
    const menuLabel = `Menu ${Date.now()}`;
    const phone = '+91 91234 56780';
    const publishedAt = performance.now();
    const published = await request.patch(`${first}/cms-api/services/${service!.id}`, {
      headers,
      data: { title, menuLabel, _status: 'published' },
    });
    expect(published.status()).toBe(200);
    const company = await request.post(`${first}/cms-api/globals/company`, {
      headers,
      data: { phone, _status: 'published' },
    });
    expect(company.status()).toBe(200);
    const showsAll = (site: string) => async () =>
      (await shows(site, title)()) &&
      (await shows(site, `tel:${phone.replace(/ /g, '')}`)()) &&
      (await shows(site, menuLabel, '/api/navigation')());
    await expect.poll(showsAll(first), { timeout: 10_000, intervals: [500] }).toBe(true);
    const here = (performance.now() - publishedAt) / 1000;
    await expect.poll(showsAll(second), { timeout: 60_000, intervals: [1_000] }).toBe(true);
    const there = (performance.now() - publishedAt) / 1000;
    console.log(
      `publish figures: ${JSON.stringify({ sameInstanceS: here.toFixed(1), otherInstanceS: there.toFixed(1) })}`,
    );
    for (const site of sites) expect(await shows(site, draft)()).toBe(false);
  });

  test('alerts from two instances on one PostgreSQL database: still one of each', async ({
    request,
  }) => {
    const database = new Client({ connectionString: databaseUrl });
    await database.connect();
    try {
      await backlogRecoveryDeadLetter({
        request,
        sites,
        cronSecret: CRON_SECRET,
        fakeAdminUrl: fakeAdmin,
        received: webhook!.received,
        sql: async (statement) => {
          await database.query(statement);
        },
      });
    } finally {
      await database.end();
    }
  });
});
