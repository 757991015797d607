// A store made by an earlier release starts on the build under test and keeps what editors did
// there. Each fixture in tests/e2e/fixtures/stores/ (scripts/cms-store-fixture.mjs: the release's
// build, edited through its CMS) holds, on SQLite (DATA_DIR's files) and on PostgreSQL (a
// pg_dump): an admin and an editor, an uploaded picture, a service page published after two
// drafts with that picture as its social image, an editor's pending draft of a page and a draft
// scheduled for publication years ahead. On each, this build must run its migrations (every one
// it knows recorded as run), log both users in, serve the published edit and the picture, keep the
// draft a draft (its page serves the published title), list the versions, and keep the schedule
// pending. Every schema change must pass it (docs/testing.md).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import sharp from 'sharp';
import { migrationsOnDisk } from '../../../scripts/cms-migrations-record.mjs';
import { freePort } from '../../support/free-port.mjs';
import { ownServers } from './servers';
import { startSiteDatabase } from './site-database';

const STORES = 'tests/e2e/fixtures/stores';

type Media = { filename: string; sizes: Record<string, string> };
type Made = { publishedTitleOf: Record<string, string>; media: Media };
type Store = {
  admin: { email: string; password: string };
  editor: { email: string; password: string };
  published: { collection: string; slug: string; path: string; drafts: string[]; title: string };
  draft: { collection: string; path: string; title: string };
  scheduled: { collection: string; slug: string; path: string; title: string; waitUntil: string };
  picture: { alt: string };
  sqlite: Made;
  postgres: Made;
};

type Job = { task: string; waitUntil: string; completed: boolean; value: number };
/** The store's side: what ran, and the scheduled jobs. */
type Side = { migrations(): Promise<string[]>; jobs(): Promise<Job[]> };

const servers = ownServers();
const cleanups: (() => unknown)[] = [];
test.afterAll(async () => {
  await servers.stopAll();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A copy of the fixture's DATA_DIR, and how to read it. */
function sqliteStore(fixture: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'upgrade-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  cpSync(path.join(fixture, 'sqlite'), dataDir, { recursive: true });
  const read = <T>(query: string) => {
    const db = new Database(path.join(dataDir, 'cms.db'), { readonly: true });
    try {
      return db.prepare(query).all() as T[];
    } finally {
      db.close();
    }
  };
  const side: Side = {
    migrations: async () =>
      read<{ name: string }>('SELECT name FROM payload_migrations ORDER BY id').map(
        (row) => row.name,
      ),
    jobs: async () =>
      read<{ task_slug: string; wait_until: string; completed_at: string | null; input: string }>(
        'SELECT task_slug, wait_until, completed_at, input FROM payload_jobs',
      ).map((row) => ({
        task: row.task_slug,
        waitUntil: new Date(row.wait_until).toISOString(),
        completed: row.completed_at !== null,
        value: (JSON.parse(row.input) as { doc: { value: number } }).doc.value,
      })),
  };
  return { env: { DATA_DIR: dataDir }, side };
}

/** A new database restored from the fixture's pg_dump, and how to read it. */
async function postgresStore(fixture: string) {
  const { cluster, databaseUrl } = await startSiteDatabase();
  cleanups.push(() => cluster.stop());
  execFileSync(
    'psql',
    [
      '--quiet',
      '--set=ON_ERROR_STOP=1',
      `--file=${path.join(fixture, 'postgres.sql')}`,
      databaseUrl,
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  cleanups.push(() => client.end());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'upgrade-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const side: Side = {
    migrations: async () =>
      (
        await client.query<{ name: string }>('SELECT name FROM cms.payload_migrations ORDER BY id')
      ).rows.map((row) => row.name),
    jobs: async () =>
      (
        await client.query<{
          task_slug: string;
          wait_until: Date;
          completed_at: Date | null;
          input: { doc: { value: number } };
        }>('SELECT task_slug, wait_until, completed_at, input FROM cms.payload_jobs')
      ).rows.map((row) => ({
        task: row.task_slug,
        waitUntil: row.wait_until.toISOString(),
        completed: row.completed_at !== null,
        value: row.input.doc.value,
      })),
  };
  return { env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, side };
}

async function login(request: APIRequestContext, site: string, user: Store['admin']) {
  const answer = await request.post(`${site}/cms-api/users/login`, { data: user });
  expect(answer.status(), `${user.email} logs in`).toBe(200);
  const { token, user: me } = (await answer.json()) as { token: string; user: { role: string } };
  return { headers: { Authorization: `JWT ${token}` }, role: me.role };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const decoded = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

for (const name of readdirSync(STORES)) {
  const fixture = path.join(STORES, name);
  const store = JSON.parse(readFileSync(path.join(fixture, 'store.json'), 'utf8')) as Store;

  for (const database of ['sqlite', 'postgres'] as const) {
    test(`a ${database} store made by release "${name}" starts on this build and keeps its editors' work`, async ({
      request,
    }) => {
      // A PostgreSQL cluster, a restore and a site's first start on a store it migrates took
      // 41 s to 1.7 min on two cores under a load average of 30.
      test.setTimeout(180_000);
      const made = store[database];
      const { env, side } =
        database === 'sqlite' ? sqliteStore(fixture) : await postgresStore(fixture);
      const port = await freePort();
      const site = `http://127.0.0.1:${port}`;
      await servers.startSite(port, { ...env, CMS_REFRESH_MS: '1000' });

      // Every migration this build knows has run on it, the fixture's first.
      expect(await side.migrations()).toEqual(migrationsOnDisk(database));

      const admin = await login(request, site, store.admin);
      const editor = await login(request, site, store.editor);
      expect([admin.role, editor.role]).toEqual(['admin', 'editor']);

      // The published edit is served, with the uploaded picture as its social image.
      await expect
        .poll(
          async () => decoded(await (await request.get(`${site}${store.published.path}`)).text()),
          {
            timeout: 30_000,
          },
        )
        .toContain(`>${store.published.title}</h1>`);
      const page = await (await request.get(`${site}${store.published.path}`)).text();
      expect(page).toContain(`/api/media/${made.media.sizes.social}`);
      for (const [file, width] of [
        [made.media.filename, 1200],
        [made.media.sizes.card!, 800],
        [made.media.sizes.social!, 1200],
      ] as const) {
        const served = await request.get(`${site}/api/media/${file}`);
        expect(served.status(), file).toBe(200);
        expect((await sharp(await served.body()).metadata()).width).toBe(width);
      }
      const { docs: pictures } = (await (
        await request.get(`${site}/cms-api/media?depth=0`, { headers: editor.headers })
      ).json()) as { docs: { filename: string; alt: string }[] };
      expect(pictures).toContainEqual(
        expect.objectContaining({ filename: made.media.filename, alt: store.picture.alt }),
      );

      // Its versions: the seed's, the two drafts and the publish, newest first.
      const find = async (collection: string, field: string, value: string, draft: boolean) =>
        (
          (await (
            await request.get(
              `${site}/cms-api/${collection}?where[${field}][equals]=${encodeURIComponent(value)}&depth=0&draft=${draft}`,
              { headers: editor.headers },
            )
          ).json()) as { docs: { id: number; title: string; _status: string }[] }
        ).docs[0]!;
      const service = await find('services', 'slug', store.published.slug, false);
      const { docs: versions } = (await (
        await request.get(
          `${site}/cms-api/${store.published.collection}/versions?where[parent][equals]=${service.id}&sort=-updatedAt&depth=0`,
          { headers: editor.headers },
        )
      ).json()) as { docs: { version: { title: string; _status: string } }[] };
      expect(versions.slice(0, 3).map(({ version }) => version.title)).toEqual([
        store.published.title,
        ...[...store.published.drafts].reverse(),
      ]);
      expect(versions.length).toBeGreaterThanOrEqual(4);

      // The editor's draft is still a draft: the editor finds it, visitors get the published page.
      const draft = await find('pages', 'path', store.draft.path, true);
      expect(draft).toMatchObject({ title: store.draft.title, _status: 'draft' });
      const publishedTitle = made.publishedTitleOf[store.draft.path]!;
      expect((await find('pages', 'path', store.draft.path, false)).title).toBe(publishedTitle);
      const draftPage = decoded(await (await request.get(`${site}${store.draft.path}`)).text());
      expect(titleOf(draftPage)).toContain(publishedTitle);
      expect(draftPage).not.toContain(store.draft.title);

      // The scheduled publish is still pending after the content watcher's ticks ran due jobs.
      const scheduled = await find('services', 'slug', store.scheduled.slug, true);
      expect(scheduled.title).toBe(store.scheduled.title);
      expect(await side.jobs()).toContainEqual({
        task: 'schedulePublish',
        waitUntil: store.scheduled.waitUntil,
        completed: false,
        value: scheduled.id,
      });
      const scheduledPage = decoded(
        await (await request.get(`${site}${store.scheduled.path}`)).text(),
      );
      expect(scheduledPage).toContain(`>${made.publishedTitleOf[store.scheduled.path]}</h1>`);
      expect(scheduledPage).not.toContain(store.scheduled.title);
    });
  }
}
