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
import { seededCtaFormats } from '../../../content/cta-formats';
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
/**
 * What names a category, an industry or a service, by slug: each service's category, each case
 * study's industry and services, the services menu's columns' categories, in order.
 */
type Named = {
  categoryOf: Record<string, string>;
  industryOf: Record<string, string>;
  servicesOf: Record<string, string[]>;
  columns: string[];
};
/** The store's side: what ran, the scheduled jobs, and (before the upgrade) what names what. */
type Side = { migrations(): Promise<string[]>; jobs(): Promise<Job[]>; named(): Promise<Named> };

type Pair = { key: string; value: string };
const named = (categories: Pair[], industries: Pair[], services: Pair[], columns: Pair[]) => ({
  categoryOf: Object.fromEntries(categories.map(({ key, value }) => [key, value])),
  industryOf: Object.fromEntries(industries.map(({ key, value }) => [key, value])),
  servicesOf: services.reduce<Record<string, string[]>>(
    (all, { key, value }) => ({ ...all, [key]: [...(all[key] ?? []), value] }),
    {},
  ),
  columns: columns.map(({ value }) => value),
});
/** The queries, on the tables of the release's schema (before this build's migrations). */
const NAMED = (schema: string) =>
  [
    `SELECT slug AS key, category AS value FROM ${schema}services ORDER BY slug`,
    `SELECT slug AS key, industry AS value FROM ${schema}case_studies ORDER BY slug`,
    `SELECT c.slug AS key, o.value AS value FROM ${schema}case_studies_services o JOIN ${schema}case_studies c ON c.id = o.parent_id ORDER BY c.slug, o."order"`,
    `SELECT '' AS key, category AS value FROM ${schema}navigation_service_columns ORDER BY _order`,
  ] as const;

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
    named: async () => {
      const [categories, industries, services, columns] = NAMED('').map((query) =>
        read<Pair>(query),
      );
      return named(categories!, industries!, services!, columns!);
    },
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
    named: async () => {
      // One client answers one query at a time.
      const rows: Pair[][] = [];
      for (const query of NAMED('cms.')) rows.push((await client.query<Pair>(query)).rows);
      const [categories, industries, services, columns] = rows;
      return named(categories!, industries!, services!, columns!);
    },
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
      const before = await side.named();
      expect(Object.keys(before.categoryOf).length, 'the fixture has services').toBeGreaterThan(0);
      expect(Object.keys(before.servicesOf).length, 'and case studies').toBeGreaterThan(0);
      const port = await freePort();
      const site = `http://127.0.0.1:${port}`;
      await servers.startSite(port, { ...env, CMS_REFRESH_MS: '1000' });

      // Every migration this build knows has run on it, the fixture's first.
      expect(await side.migrations()).toEqual(migrationsOnDisk(database));

      const admin = await login(request, site, store.admin);
      const editor = await login(request, site, store.editor);
      expect([admin.role, editor.role]).toEqual(['admin', 'editor']);

      // Its services keep their categories, its case studies their industries and services, its
      // menu its columns: the names it stored are now relationships to records of those names.
      const read = async <T>(path: string) =>
        (await (
          await request.get(`${site}/cms-api/${path}`, { headers: editor.headers })
        ).json()) as T;
      type Slugged = { slug: string };
      const { docs: services } = await read<{ docs: (Slugged & { category: Slugged })[] }>(
        'services?depth=1&limit=200',
      );
      const { docs: studies } = await read<{
        docs: (Slugged & { industry: Slugged; services: Slugged[] })[];
      }>('case-studies?depth=1&limit=200');
      const navigation = await read<{ serviceColumns: { category: Slugged }[] }>(
        'globals/navigation?depth=1',
      );
      expect({
        categoryOf: Object.fromEntries(services.map((doc) => [doc.slug, doc.category.slug])),
        industryOf: Object.fromEntries(studies.map((doc) => [doc.slug, doc.industry.slug])),
        servicesOf: Object.fromEntries(
          studies.map((doc) => [doc.slug, doc.services.map((service) => service.slug)]),
        ),
        columns: navigation.serviceColumns.map((column) => column.category.slug),
      }).toEqual(before);

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
      // Its closing call to action keeps the look it had before the format became a field.
      expect(service).toMatchObject({ ctaFormat: seededCtaFormats[store.published.path] });
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
