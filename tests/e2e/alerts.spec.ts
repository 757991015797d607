// Issue 21's alerts: a fake webhook receiver in this test gets exactly one alert for a backlog
// (ALERT_BACKLOG_MINUTES=1), one recovery when it clears, and one for a dead letter; first on
// one instance with SQLite, then on two instances sharing one PostgreSQL database, still one
// each. Rounds come from the drain route (the worker is idle), and the outbox's clock is moved
// by editing created_at, as if the records were older. Ports: E2E_ALERTS_PORT_A (3640),
// E2E_ALERTS_PORT_B (3641), E2E_ALERTS_FAKE_ADMIN_PORT (3642), E2E_ALERTS_WEBHOOK_PORT (3643).
import { expect, test, type APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { Client } from 'pg';
import { ownServers } from './own-servers';
import { startSiteDatabase } from './site-database';

const PORT_A = Number(process.env.E2E_ALERTS_PORT_A ?? 3640);
const PORT_B = Number(process.env.E2E_ALERTS_PORT_B ?? 3641);
const FAKE_ADMIN_PORT = Number(process.env.E2E_ALERTS_FAKE_ADMIN_PORT ?? 3642);
const WEBHOOK_PORT = Number(process.env.E2E_ALERTS_WEBHOOK_PORT ?? 3643);
const fakeAdmin = `http://127.0.0.1:${FAKE_ADMIN_PORT}`;
const CRON_SECRET = `e2e-${randomUUID()}`;
const HOUR = 3_600_000;

const received: { text: string }[] = [];
const webhook = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    received.push(JSON.parse(body));
    response.end('ok');
  });
});

const servers = ownServers();
let cluster: { url: string; stop: () => void } | undefined;

/** Runs SQL on the store the sites share. */
type Sql = (statement: string) => Promise<void>;

function startSite(port: number, store: Record<string, string>) {
  return servers.startSite(port, {
    ...store,
    ADMIN_API_URL: `${fakeAdmin}/admin/api`,
    ALERT_WEBHOOK_URL: `http://127.0.0.1:${WEBHOOK_PORT}/hook`,
    ALERT_BACKLOG_MINUTES: '1',
    CRON_SECRET,
    RATE_LIMIT_ENQUIRIES: '1000/600',
    // No worker round during the test: every round is a drain this test asks for.
    WORKER_INTERVAL_MS: '3600000',
    OUTBOX_FIRST_RETRY_MS: '1000',
  });
}

async function postEnquiry(request: APIRequestContext, site: string, subject: string) {
  const response = await request.post(`${site}/api/enquiries`, {
    headers: { origin: site, 'sec-fetch-site': 'same-origin', 'idempotency-key': randomUUID() },
    data: {
      full_name: 'Alert Tester',
      email: 'alerts@example.com',
      phone: '+91 98480 12345',
      service: 'Cybersecurity',
      subject,
      message: 'Waiting for the admin API.',
    },
  });
  expect(response.status()).toBe(202);
}

/** One upkeep round on every site at once. */
async function drainAll(request: APIRequestContext, sites: string[]) {
  const answers = await Promise.all(
    sites.map((site) =>
      request.get(`${site}/api/outbox/drain`, {
        headers: { authorization: `Bearer ${CRON_SECRET}` },
      }),
    ),
  );
  for (const answer of answers) expect(answer.status()).toBe(200);
}

const setMode = async (request: APIRequestContext, mode: string) =>
  expect((await request.post(`${fakeAdmin}/__mode`, { data: { mode } })).ok()).toBe(true);
const headlines = () => received.map((message) => message.text.split(' on ')[0]);

/** Drains until the receiver has `count` messages, then a few more rounds that must add none. */
async function drainUntil(request: APIRequestContext, sites: string[], count: number) {
  await expect
    .poll(
      async () => {
        await drainAll(request, sites);
        return received.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);
  for (let round = 0; round < 3; round += 1) await drainAll(request, sites);
  expect(received).toHaveLength(count);
}

async function backlogRecoveryDeadLetter(request: APIRequestContext, sites: string[], sql: Sql) {
  received.length = 0;
  // The admin API drops every connection: enquiries wait in the outbox.
  await setMode(request, 'reset');
  await postEnquiry(request, sites[0]!, 'Backlog');
  await drainAll(request, sites);
  expect(received).toEqual([]);

  // The enquiry has now waited two minutes: one backlog alert, however many rounds and instances.
  await sql('UPDATE submissions SET created_at = created_at - 120000');
  await drainUntil(request, sites, 1);
  expect(headlines()).toEqual(['🔴 Outbox backlog']);
  expect(received[0]!.text).toMatch(/waited 2 minutes \(alert after 1\)/);
  expect(Object.keys(received[0]!)).toEqual(['text']);

  // The admin API is back: the enquiry is delivered, one recovery.
  await setMode(request, 'ok');
  await sql('UPDATE submissions SET next_attempt_at = 0');
  await drainUntil(request, sites, 2);
  expect(headlines()).toEqual(['🔴 Outbox backlog', '✅ Recovered: Outbox backlog']);

  // Down again, and an enquiry that has been retried for 73 hours: dead-lettered, one alert.
  // (It is also an old backlog, but a backlog was announced less than 15 minutes ago.)
  await setMode(request, 'reset');
  await postEnquiry(request, sites[sites.length - 1]!, 'Dead letter');
  await sql(
    `UPDATE submissions SET created_at = created_at - ${73 * HOUR}, next_attempt_at = 0 WHERE status = 'pending'`,
  );
  await drainUntil(request, sites, 3);
  expect(headlines()).toEqual([
    '🔴 Outbox backlog',
    '✅ Recovered: Outbox backlog',
    '🔴 Dead-lettered submissions',
  ]);
  expect(received[2]!.text).toMatch(/1 submission\(s\) could not be delivered/);
  await setMode(request, 'ok');
}

test.describe('alerts to the webhook', () => {
  test.skip(({ isMobile }) => isMobile, 'one project is enough: it starts servers of its own');
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test.beforeAll(async () => {
    await new Promise<void>((resolve) => webhook.listen(WEBHOOK_PORT, '127.0.0.1', resolve));
    await servers.startFakeAdmin(FAKE_ADMIN_PORT);
  });
  test.afterAll(async () => {
    await servers.stopAll();
    cluster?.stop();
    webhook.closeAllConnections();
    await new Promise((resolve) => webhook.close(resolve));
  });

  test('one instance on SQLite: one backlog alert, one recovery, one dead-letter alert', async ({
    request,
  }) => {
    const dataDir = `.data/e2e-alerts-${randomUUID()}`;
    const stop = await startSite(PORT_A, { DATA_DIR: dataDir });
    const database = new Database(`${dataDir}/site.db`);
    try {
      await backlogRecoveryDeadLetter(
        request,
        [`http://127.0.0.1:${PORT_A}`],
        async (statement) => {
          database.prepare(statement).run();
        },
      );
    } finally {
      database.close();
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('two instances on one PostgreSQL database: still one of each', async ({ request }) => {
    const started = await startSiteDatabase();
    cluster = started.cluster;
    const { databaseUrl } = started;
    await Promise.all([
      startSite(PORT_A, { DATABASE_URL: databaseUrl }),
      startSite(PORT_B, { DATABASE_URL: databaseUrl }),
    ]);
    const database = new Client({ connectionString: databaseUrl });
    await database.connect();
    try {
      await backlogRecoveryDeadLetter(
        request,
        [`http://127.0.0.1:${PORT_A}`, `http://127.0.0.1:${PORT_B}`],
        async (statement) => {
          await database.query(statement);
        },
      );
    } finally {
      await database.end();
    }
  });
});
