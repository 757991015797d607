// Makes a store fixture for the upgrade test (tests/e2e/own-servers/upgrade.spec.ts): this
// checkout's build (`npm run build` first) started on an empty SQLite store and on an empty
// PostgreSQL database, where, through the CMS's REST API as its admin and an editor would, it
// gets an editor user, an uploaded picture, a service page edited in two drafts and published with
// that picture (a version history), an editor's pending draft of a page, and a draft scheduled for
// publication years ahead (queued through Payload's Local API exactly as the editor's "Schedule
// Publish" queues it: Payload's REST API has no route for it). Written to
// tests/e2e/fixtures/stores/<name>/: sqlite/ (DATA_DIR's cms.db, site.db and cms-media/, vacuumed),
// postgres.sql (pg_dump, plain SQL) and store.json (what the store holds, for the test).
//   npm run build && node scripts/cms-store-fixture.mjs <name>
// Make one whenever a release changes the CMS's schema, before the change, from the release
// stores run today (a worktree at that commit), and keep the older ones: each later build must
// start on every one of them.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import Database from 'better-sqlite3';
import { startCluster } from './postgres-test-cluster.mjs';
import { freePort } from '../tests/support/free-port.mjs';
import { startServer } from '../tests/support/processes.mjs';

const name = process.argv[2];
if (!name || !/^[a-z0-9][a-z0-9-]*$/.test(name)) {
  console.error('Usage: node scripts/cms-store-fixture.mjs <name>   (e.g. the release: initial)');
  process.exit(1);
}
if (!existsSync('.next/standalone/server.js')) {
  console.error('No build: run `npm run build` first (of the commit the fixture is to come from).');
  process.exit(1);
}
const folder = path.join('tests/e2e/fixtures/stores', name);

// Test values only: nothing in a fixture is a real secret.
const env = {
  PAYLOAD_SECRET: 'store-fixture-secret-not-for-production-0123456789',
  CMS_ADMIN_EMAIL: 'owner@example.com',
  CMS_ADMIN_PASSWORD: 'correct-horse-battery-staple',
  NEXT_TELEMETRY_DISABLED: '1',
  LOG_LEVEL: 'warn',
  HOSTNAME: '127.0.0.1',
};
const editor = { email: 'editor@example.com', password: 'editor-fixture-password-42' };
const facts = {
  admin: { email: env.CMS_ADMIN_EMAIL, password: env.CMS_ADMIN_PASSWORD },
  editor,
  // A service page published after two drafts, with the uploaded picture as its social image.
  published: {
    collection: 'services',
    slug: 'it-staffing',
    path: '/services/it-staffing',
    drafts: ['IT Staffing, first draft', 'IT Staffing, second draft'],
    title: 'IT Staffing, published before the upgrade',
  },
  // An editor's draft of a page, never published: visitors keep the published title.
  draft: { collection: 'pages', path: '/about', title: 'About us, an editor’s draft' },
  // A draft of a service scheduled for publication long after any test runs.
  scheduled: {
    collection: 'services',
    slug: 'executive-search',
    path: '/services/executive-search',
    title: 'Executive Search, scheduled',
    waitUntil: '2036-01-01T04:30:00.000Z',
  },
  picture: { alt: 'A picture uploaded before the upgrade', name: 'before-upgrade.png' },
};

async function api(site, method, url, { token, body, multipart } = {}) {
  const headers = token ? { Authorization: `JWT ${token}` } : {};
  let payload;
  if (multipart) payload = multipart;
  else if (body) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${site}/cms-api${url}`, { method, headers, body: payload });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}
const login = async (site, { email, password }) =>
  (await api(site, 'POST', '/users/login', { body: { email, password } })).token;
const one = async (site, token, collection, field, value) =>
  (
    await api(
      site,
      'GET',
      `/${collection}?where[${field}][equals]=${encodeURIComponent(value)}&depth=0&draft=true`,
      { token },
    )
  ).docs[0];

/** What an admin and an editor do in the CMS before the upgrade. */
async function edit(site) {
  const admin = await login(site, facts.admin);
  await api(site, 'POST', '/users', { token: admin, body: { ...editor, role: 'editor' } });
  const asEditor = await login(site, editor);

  const picture = await sharp({
    create: { width: 1200, height: 630, channels: 3, background: '#1f4e79' },
  })
    .composite([
      {
        input: { create: { width: 400, height: 210, channels: 3, background: '#f2a900' } },
        left: 80,
        top: 80,
      },
    ])
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([picture], { type: 'image/png' }), facts.picture.name);
  form.set('_payload', JSON.stringify({ alt: facts.picture.alt }));
  const { doc: media } = await api(site, 'POST', '/media', { token: asEditor, multipart: form });

  const service = await one(site, admin, 'services', 'slug', facts.published.slug);
  for (const title of facts.published.drafts)
    await api(site, 'PATCH', `/services/${service.id}?draft=true`, {
      token: admin,
      body: { title },
    });
  await api(site, 'PATCH', `/services/${service.id}`, {
    token: admin,
    body: { title: facts.published.title, socialImage: media.id, _status: 'published' },
  });

  const page = await one(site, asEditor, 'pages', 'path', facts.draft.path);
  await api(site, 'PATCH', `/pages/${page.id}?draft=true`, {
    token: asEditor,
    body: { title: facts.draft.title },
  });

  const scheduled = await one(site, admin, 'services', 'slug', facts.scheduled.slug);
  await api(site, 'PATCH', `/services/${scheduled.id}?draft=true`, {
    token: admin,
    body: { title: facts.scheduled.title },
  });
  return {
    publishedTitleOf: { [facts.draft.path]: page.title, [facts.scheduled.path]: scheduled.title },
    media: {
      filename: media.filename,
      sizes: Object.fromEntries(
        Object.entries(media.sizes).map(([size, file]) => [size, file.filename]),
      ),
    },
  };
}

/** Queues the scheduled publish as the admin's "Schedule Publish" does (Payload's handler). */
function schedule(storeEnv) {
  execFileSync(
    'node_modules/.bin/tsx',
    ['scripts/cms-store-fixture-schedule.ts', JSON.stringify(facts.scheduled), facts.admin.email],
    {
      env: { ...process.env, ...env, ...storeEnv },
      stdio: 'inherit',
    },
  );
}

async function onStore(storeEnv) {
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const stop = await startServer('node', ['scripts/start.mjs'], {
    env: { ...env, ...storeEnv, PORT: String(port) },
    readyUrl: `${site}/api/health`,
    timeoutMs: 180_000,
  });
  try {
    return await edit(site);
  } finally {
    await stop();
  }
}

const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
const work = mkdtempSync(path.join(tmpdir(), 'store-fixture-'));
const dataDir = path.join(work, 'data');
const cluster = await startCluster();
try {
  const admin = new Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE site');
  await admin.end();
  const databaseUrl = cluster.url.replace(/\/postgres$/, '/site');

  const sqliteEnv = { DATA_DIR: dataDir };
  const postgresEnv = { DATABASE_URL: databaseUrl, DATA_DIR: path.join(work, 'pg-data') };
  const [sqlite, postgres] = await Promise.all([onStore(sqliteEnv), onStore(postgresEnv)]);
  schedule(sqliteEnv);
  schedule(postgresEnv);

  rmSync(folder, { recursive: true, force: true });
  mkdirSync(path.join(folder, 'sqlite'), { recursive: true });
  for (const file of ['cms.db', 'site.db']) {
    const db = new Database(path.join(dataDir, file));
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.exec('VACUUM');
    db.close();
    cpSync(path.join(dataDir, file), path.join(folder, 'sqlite', file));
  }
  cpSync(path.join(dataDir, 'cms-media'), path.join(folder, 'sqlite', 'cms-media'), {
    recursive: true,
  });
  execFileSync('pg_dump', [
    '--no-owner',
    '--no-privileges',
    '--file',
    path.join(folder, 'postgres.sql'),
    databaseUrl,
  ]);
  writeFileSync(
    path.join(folder, 'store.json'),
    `${JSON.stringify({ commit, made: new Date().toISOString(), ...facts, sqlite, postgres }, null, 2)}\n`,
  );
  console.log(`Wrote ${folder} (from ${commit}).`);
} finally {
  cluster.stop();
  rmSync(work, { recursive: true, force: true });
}
