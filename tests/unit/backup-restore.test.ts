// `npm run backup` and `npm run restore`: an application held while the admin API is down (its
// resume waiting in DATA_DIR/outbox) is backed up while the store is open, the data folder is
// wiped, the backup restored, and the application delivered byte for byte, once. Retention
// applies to the restored data: a delivered enquiry older than RETENTION_DAYS is removed. The
// editor's content (DATA_DIR/cms.db, open in WAL mode as Payload keeps it) and its uploads
// (DATA_DIR/cms-media) come back too.
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM test helper without types
import { start } from '@/tests/fake-admin-api/server.mjs';
import { parseApplication } from '@/lib/uploads/application-input';
import { enquirySchema } from '@/lib/shared/schemas/enquiry';
import { loadWithEnv } from './fixtures/load-with-env';
import { closeProcessStore } from './fixtures/process-store';
import { validApplicationFields } from './fixtures/application';
import { validEnquiry } from './fixtures/enquiry';
import { pdfBytes } from './fixtures/files';

type Recorded = {
  method: string;
  path: string;
  files?: { name: string; size: number; sha256: string }[];
};
type Fake = { url: string; state: { requests: Recorded[] }; close(): Promise<void> };
type Submissions = typeof import('@/lib/submissions');

const DAY = 24 * 60 * 60 * 1000;
let fake: Fake;
let root: string;

beforeAll(async () => {
  fake = await start({ port: 0 });
  root = mkdtempSync(path.join(tmpdir(), 'backup-'));
});
afterAll(async () => {
  await fake.close();
  rmSync(root, { recursive: true, force: true });
});

const setMode = (mode: string) =>
  fetch(`${fake.url}/__mode`, { method: 'POST', body: JSON.stringify({ mode }) });
const deliveries = () =>
  fake.state.requests.filter(
    (request) =>
      request.method === 'POST' &&
      request.path.endsWith('/applications/submit-application.php') &&
      (request as { mode?: string }).mode === 'ok',
  );

function siteWith(dataDir: string): Submissions {
  return loadWithEnv(
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    () => require('@/lib/submissions') as Submissions,
    {
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      ADMIN_API_URL: `${fake.url}/admin/api`,
      OUTBOX_FIRST_RETRY_MS: '0',
      OUTBOX_ANSWER_WITHIN_MS: '10000',
      RETENTION_DAYS: '30',
    },
  );
}

/** What stopping the server does to the process's store. */
const stopSite = closeProcessStore;

/** Each folder (named with a trailing `/`) and file under `folder`, with its permission bits. */
function ownerModes(folder: string): [string, number][] {
  return [
    [`${folder}/`, statSync(folder).mode & 0o777],
    ...readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((name): [string, number] => {
      const stat = statSync(path.join(folder, name));
      return [stat.isDirectory() ? `${name}/` : name, stat.mode & 0o777];
    }),
  ];
}

const cli = (script: string, args: string[], env: Record<string, string>) =>
  spawnSync('node', [`scripts/${script}.mjs`, ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });

it('backs up a held application while serving, restores it into a wiped folder, and delivers it once, byte for byte', async () => {
  const dataDir = path.join(root, 'data');
  const backup = path.join(root, 'backup');
  const resume = pdfBytes();
  const resumeSha = createHash('sha256').update(resume).digest('hex');

  const serving = siteWith(dataDir);
  const outbox = await serving.getOutbox();
  // An enquiry delivered long ago: retention removes it, restored or not.
  await outbox.submit({
    kind: 'enquiry',
    key: 'old-enquiry-0001',
    input: enquirySchema.parse(validEnquiry),
  });
  // The application arrives while the admin API is failing: held, its resume in DATA_DIR/outbox.
  await setMode('error500');
  const parsed = await parseApplication({
    ...validApplicationFields,
    resume: new File([resume as Uint8Array<ArrayBuffer>], 'cv.pdf'),
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  await outbox.submit({ kind: 'application', key: 'held-application-0001', input: parsed.input });

  const database = new Database(path.join(dataDir, 'site.db'));
  const statusOf = (key: string) =>
    database
      .prepare('SELECT status, in_flight_until FROM submissions WHERE idempotency_key = ?')
      .get(key) as { status: string; in_flight_until: number | null };
  // The failed attempt closes the record (pending, lease released) just after the answer.
  for (let tries = 0; statusOf('held-application-0001').in_flight_until !== null; tries++) {
    if (tries > 100) throw new Error('the held application kept its lease');
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(statusOf('held-application-0001').status).toBe('pending');
  expect(statusOf('old-enquiry-0001').status).toBe('delivered');
  database
    .prepare('UPDATE submissions SET updated_at = ? WHERE idempotency_key = ?')
    .run(Date.now() - 40 * DAY, 'old-enquiry-0001');
  database.close();

  // The editor's content, its latest write still in the write-ahead log, and two uploads.
  const cms = new Database(path.join(dataDir, 'cms.db'));
  cms.pragma('journal_mode = WAL');
  cms.exec('CREATE TABLE pages (slug TEXT, title TEXT)');
  cms.prepare('INSERT INTO pages VALUES (?, ?)').run('about', 'About the firm, as edited');
  const upload = new Uint8Array(createHash('sha512').update('a photo').digest());
  mkdirSync(path.join(dataDir, 'cms-media'));
  for (const name of ['team.webp', 'team-800x450.webp'])
    writeFileSync(path.join(dataDir, 'cms-media', name), upload);

  // The site keeps its stores open while the backup runs.
  const backedUp = cli('backup', [backup], { DATA_DIR: dataDir });
  cms.close();
  expect(backedUp.stderr).toBe('');
  expect(backedUp.stdout).toMatch(/1 delivered, 1 pending|1 pending, 1 delivered/);
  expect(backedUp.stdout).toContain("1 resume(s), the editor's content and 2 upload(s)");
  // It holds the editor's logins and signing secret and people's data: its owner's only.
  const kept = ownerModes(backup);
  expect(kept.length).toBeGreaterThan(5);
  for (const [name, mode] of kept)
    expect([name, mode]).toEqual([name, name.endsWith('/') ? 0o700 : 0o600]);

  // The site stops (restore wants it stopped), and the data folder is lost.
  await stopSite();
  rmSync(dataDir, { recursive: true, force: true });
  const restored = cli('restore', [backup], { DATA_DIR: dataDir });
  expect(restored.status).toBe(0);
  expect(existsSync(path.join(dataDir, 'site.db'))).toBe(true);
  const restoredCms = new Database(path.join(dataDir, 'cms.db'), { readonly: true });
  expect(restoredCms.prepare('SELECT slug, title FROM pages').all()).toEqual([
    { slug: 'about', title: 'About the firm, as edited' },
  ]);
  restoredCms.close();
  for (const name of ['team.webp', 'team-800x450.webp'])
    expect(new Uint8Array(readFileSync(path.join(dataDir, 'cms-media', name)))).toEqual(upload);

  await setMode('ok');
  const before = deliveries().length;
  const site = siteWith(dataDir);
  const first = await site.drainOutbox();
  expect(first.purged).toBe(1);
  await site.drainOutbox();
  const delivered = deliveries().slice(before);
  const after = new Database(path.join(dataDir, 'site.db'), { readonly: true });
  const records = after
    .prepare('SELECT idempotency_key, status, attempts, last_error FROM submissions')
    .all();
  after.close();
  expect({ delivered: delivered.length, records }).toEqual({
    delivered: 1,
    records: [
      {
        idempotency_key: 'held-application-0001',
        status: 'delivered',
        attempts: 2,
        last_error: null,
      },
    ],
  });
  expect(delivered[0]!.files).toEqual([
    expect.objectContaining({ name: 'resume', size: resume.length, sha256: resumeSha }),
  ]);
  await stopSite();
});

it('refuses to overwrite a store without --force, and a SQLite backup into PostgreSQL', () => {
  const dataDir = path.join(root, 'data');
  const refused = cli('restore', [path.join(root, 'backup')], { DATA_DIR: dataDir });
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain('--force');
  const postgres = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://site@db.example:5432/site' };
  const restore = cli('restore', [path.join(root, 'backup')], postgres);
  expect(restore.status).toBe(1);
  expect(restore.stderr).toContain('is a backup of a SQLite store');
});
