// With the admin API stopped, an enquiry and an application with a resume are accepted, survive
// a real restart of the site (`next start` of the production build, SIGTERM, started again on the
// same DATA_DIR), and arrive exactly once when the admin API comes up.
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/free-port.mjs';
import { seededStore } from '../seeded-store.mjs';
import { ownServers } from './servers';

const ENQUIRY_RECEIVED = 'Thank you — we have received your message and will process it shortly.';
const APPLICATION_RECEIVED =
  'Thank you — your application has been received and will be processed shortly.';
const PDF = readFileSync('tests/e2e/fixtures/resume.pdf');
const enquiry = {
  full_name: 'Restart Tester',
  email: 'restart@example.com',
  phone: '+91 98480 12345',
  service: 'Cybersecurity',
  subject: 'Restart',
  message: 'Kept across a restart.',
};
const application = {
  job_id: '1001',
  first_name: 'Restart',
  last_name: 'Tester',
  email: 'restart@example.com',
  phone: '+91 98480 12345',
  experience_years: '3',
};

type Recorded = {
  method: string;
  path: string;
  headers: Record<string, string>;
  json?: unknown;
  fields?: Record<string, string>;
  files?: object[];
};

const servers = ownServers();
let dataDir: string | undefined;

/** The outbox depth in the readiness answer is for operators: it takes the secret. */
const CRON_SECRET = 'outbox-restart-operator-secret';
const operator = { headers: { authorization: `Bearer ${CRON_SECRET}` } };

function startSite(port: number, fakeAdmin: string, dir: string) {
  return servers.startSite(port, {
    DATA_DIR: dir,
    CRON_SECRET,
    // Nothing listens there until the fake admin API is started below.
    ADMIN_API_URL: `${fakeAdmin}/admin/api`,
    WORKER_INTERVAL_MS: '500',
    OUTBOX_FIRST_RETRY_MS: '1000',
    RATE_LIMIT_ENQUIRIES: '1000/600',
    RATE_LIMIT_APPLICATIONS: '1000/3600',
  });
}

test.describe('the outbox across a restart of the site', () => {
  test.afterAll(async () => {
    await servers.stopAll();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('accepts an enquiry and an application while the admin API is stopped and delivers each exactly once after a restart', async ({
    request,
  }) => {
    dataDir = seededStore(mkdtempSync(path.join(tmpdir(), 'outbox-restart-')));
    const [port, fakeAdminPort] = [await freePort(), await freePort()];
    const site = `http://127.0.0.1:${port}`;
    const fakeAdmin = `http://127.0.0.1:${fakeAdminPort}`;
    /** What a browser's fetch from the site's own pages sends. */
    const sameOrigin = { origin: site, 'sec-fetch-site': 'same-origin' };
    const stopSite = await startSite(port, fakeAdmin, dataDir);

    const enquiryKey = randomUUID();
    const sentEnquiry = await request.post(`${site}/api/enquiries`, {
      headers: { ...sameOrigin, 'idempotency-key': enquiryKey },
      data: enquiry,
    });
    expect(sentEnquiry.status()).toBe(202);
    expect(await sentEnquiry.json()).toEqual({
      success: true,
      queued: true,
      message: ENQUIRY_RECEIVED,
    });

    const applicationKey = randomUUID();
    const sentApplication = await request.post(`${site}/api/applications`, {
      headers: { ...sameOrigin, 'idempotency-key': applicationKey },
      multipart: {
        ...application,
        resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    });
    expect(sentApplication.status()).toBe(202);
    expect(await sentApplication.json()).toEqual({
      success: true,
      queued: true,
      message: APPLICATION_RECEIVED,
      // The candidate's receipt: held by the outbox, the application still has its reference.
      receipt: expect.objectContaining({ reference: expect.stringMatching(/^APP-[0-9A-F]{10}$/) }),
    });

    await stopSite();
    await startSite(port, fakeAdmin, dataDir);
    const ready = await request.get(`${site}/api/health/ready`, operator);
    expect((await ready.json()).outbox).toMatchObject({ pending: 2, delivered: 0 });

    await servers.startFakeAdmin(fakeAdminPort);
    // Records that failed twice wait 5 min: make them due now, as an operator would once the admin API is back.
    execFileSync('node', ['scripts/outbox.mjs', 'retry', 'pending'], {
      env: { ...process.env, DATA_DIR: dataDir },
    });

    const arrived = async () =>
      ((await (await request.get(`${fakeAdmin}/__requests`)).json()) as Recorded[]).filter(
        (row) => row.method === 'POST',
      );
    // Both marked delivered, so no later worker round can send either again.
    await expect
      .poll(
        async () => (await (await request.get(`${site}/api/health/ready`, operator)).json()).outbox,
        { timeout: 20_000 },
      )
      .toMatchObject({ pending: 0, delivered: 2 });
    const posts = await arrived();
    expect(posts).toHaveLength(2);

    const [atContacts] = posts.filter((row) => row.path.endsWith('/contacts/submit.php'));
    expect(atContacts?.headers['idempotency-key']).toBe(enquiryKey);
    expect(atContacts?.json).toEqual(enquiry);
    const [atApplications] = posts.filter((row) =>
      row.path.endsWith('/applications/submit-application.php'),
    );
    expect(atApplications?.headers['idempotency-key']).toBe(applicationKey);
    expect(atApplications?.fields).toMatchObject(application);
    expect(atApplications?.files).toEqual([
      expect.objectContaining({
        name: 'resume',
        size: PDF.byteLength,
        sha256: createHash('sha256').update(new Uint8Array(PDF)).digest('hex'),
      }),
    ]);
    const after = await request.get(`${site}/api/health/ready`, operator);
    expect((await after.json()).outbox).toMatchObject({ pending: 0, delivered: 2 });
  });
});
