// The editor's uploads on both stores, through Payload's Local API and the media route's lookup
// (cms/media-files.ts): on PostgreSQL an upload and its sizes live in the database and nothing is
// written under DATA_DIR; on either store `npm run backup` takes the pictures and an edited
// record, the store is wiped, `npm run restore` brings both back, and a deletion removes the files.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshDatabase } from '@/tests/postgres/fresh-database';
import { itWithPostgres } from './fixtures/services';

type Env = Record<string, string>;
type Stored = {
  names: string[];
  files: Record<string, { mimeType: string; sha256: string; head: string }>;
  phone: string;
  stored: string[];
};

/** Starts the CMS on the store and runs `action` (tests/unit/fixtures/cms-media-run.ts). */
function cms(action: 'upload' | 'read', env: Env): Stored {
  const output = path.join(mkdtempSync(path.join(tmpdir(), 'cms-media-run-')), 'out.json');
  const run = spawnSync(
    'node_modules/.bin/tsx',
    ['--conditions=react-server', 'tests/unit/fixtures/cms-media-run.ts', output, action],
    { env: { ...process.env, PAYLOAD_SECRET: '', ...env }, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`The CMS did not run:\n${run.stdout}\n${run.stderr}`);
  return JSON.parse(readFileSync(output, 'utf8')) as Stored;
}

function npm(script: 'backup' | 'restore', args: string[], env: Env) {
  const run = spawnSync('node', [`scripts/${script}.mjs`, ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return run.stdout;
}

/** Uploads, backs up, wipes the store with `wipe`, restores, and checks everything came back. */
async function expectBackedUpAndRestored(before: Env, wipe: () => Promise<Env>): Promise<void> {
  const backup = path.join(mkdtempSync(path.join(tmpdir(), 'cms-media-backup-')), 'backup');
  const uploaded = cms('upload', before);
  // The original (made a WebP) and its two sizes, each found by its name with its type and bytes.
  const [original, ...sizes] = uploaded.names;
  expect(original).toBe('team.webp');
  expect(uploaded.files[original!]).toMatchObject({ mimeType: 'image/webp', head: 'RIFF' });
  expect(sizes).toEqual(['team-800x450.png', 'team-1200x630.png']);
  for (const size of sizes)
    expect(uploaded.files[size]).toMatchObject({ mimeType: 'image/png', head: '\x89PNG' });
  // The replaced picture's files are gone.
  expect(uploaded.stored).toEqual([...uploaded.names].sort());
  expect(uploaded.phone).toBe('+91 90000 00007');

  npm('backup', [backup], before);
  const after = await wipe();
  npm('restore', [backup], after);
  const restored = cms('read', after);
  expect(restored.files).toEqual(uploaded.files);
  expect(restored.phone).toBe('+91 90000 00007');
  // Deleting the picture (after reading it) deletes its files.
  expect(restored.stored).toEqual([]);
}

jest.setTimeout(240_000);

it('keeps uploads in DATA_DIR on SQLite, and backup and restore bring them back', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cms-media-'));
  try {
    await expectBackedUpAndRestored({ DATA_DIR: dataDir }, async () => {
      rmSync(dataDir, { recursive: true, force: true });
      return { DATA_DIR: dataDir };
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

itWithPostgres(
  'keeps uploads in PostgreSQL with nothing under DATA_DIR, and backup and restore bring them back into a new database',
  async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cms-media-'));
    const first = await freshDatabase();
    const second = await freshDatabase();
    try {
      await expectBackedUpAndRestored({ DATA_DIR: dataDir, DATABASE_URL: first.url }, async () => {
        expect(readdirSync(dataDir)).toEqual([]);
        await first.drop();
        return { DATA_DIR: dataDir, DATABASE_URL: second.url };
      });
      expect(existsSync(dataDir) && readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await Promise.all([first.drop(), second.drop()]);
    }
  },
);
