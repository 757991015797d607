// `npm run loadtest`: a bounded burst against a local `npm start` (run `npm run build` first)
// wired to the fake admin API: 10 s of page GETs on 10 connections, then 200 enquiry POSTs
// (distinct Idempotency-Keys; the limits raised for this run only). Reports requests/s,
// p99 latency, errors and 5xx. Ports: LOADTEST_PORT (3605), LOADTEST_FAKE_PORT (3698).
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../tests/support/processes.mjs';

const port = Number(process.env.LOADTEST_PORT ?? 3605);
const fakePort = Number(process.env.LOADTEST_FAKE_PORT ?? 3698);
const site = `http://127.0.0.1:${port}`;
if (!existsSync('.next/standalone/server.js')) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'loadtest-'));
const stops = [];
try {
  stops.push(
    await startServer('node', ['tests/fake-admin-api/server.mjs'], {
      env: { FAKE_ADMIN_PORT: String(fakePort) },
      readyUrl: `http://127.0.0.1:${fakePort}/__requests`,
    }),
  );
  stops.push(
    await startServer('node', ['scripts/start.mjs'], {
      readyUrl: `${site}/robots.txt`,
      env: {
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        NEXT_TELEMETRY_DISABLED: '1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ADMIN_API_URL: `http://127.0.0.1:${fakePort}/admin/api`,
        RATE_LIMIT_ENQUIRIES: '100000/600',
        RATE_LIMIT_APPLICATIONS: '100000/3600',
      },
    }),
  );

  const report = (name, result) => {
    const fivexx = result['5xx'] ?? 0;
    const row = {
      name,
      requests: result.requests.total,
      'req/s': Math.round(result.requests.average),
      'p99 ms': result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      '5xx': fivexx,
    };
    console.log(JSON.stringify(row));
    return row;
  };

  const paths = ['/', '/contact', '/about', '/careers', '/services'];
  const pages = await autocannon({
    url: site,
    connections: 10,
    duration: 10,
    headers: { 'accept-encoding': 'gzip' },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  const rows = [report('pages (10 s, 10 connections)', pages)];

  const enquiry = {
    full_name: 'Load Test',
    email: 'load@example.com',
    phone: '+91 98480 12345',
    service: 'Cybersecurity',
    subject: 'Load',
    message: 'Bounded burst.',
  };
  let n = 0;
  const posts = await autocannon({
    url: `${site}/api/enquiries`,
    connections: 10,
    amount: 200,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: {
            'content-type': 'application/json',
            origin: site,
            'sec-fetch-site': 'same-origin',
            'idempotency-key': randomUUID(),
            'x-forwarded-for': `10.1.${(n += 1) % 250}.1`,
          },
          body: JSON.stringify(enquiry),
        }),
      },
    ],
  });
  rows.push(report('enquiry POSTs (200, 10 connections)', posts));
  const delivered = (await (await fetch(`http://127.0.0.1:${fakePort}/__requests`)).json()).filter(
    (r) => r.method === 'POST',
  ).length;
  console.log(JSON.stringify({ enquiriesAtFakeAdminApi: delivered }));
  if (rows.some((row) => row['5xx'] > 0 || row.errors > 0)) process.exitCode = 1;
} finally {
  for (const stop of stops.reverse()) stop();
  rmSync(dataDir, { recursive: true, force: true });
}
