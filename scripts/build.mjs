// `npm run build`: `next build` renders the pages from a CMS store made for the build (a new
// SQLite store in a temporary folder, migrated and seeded by cms/on-init.ts as a new site's
// store is), so the build needs no running database and the pages are rendered by the same code
// a running server uses. Then the standalone folder gets its assets
// (scripts/copy-standalone-assets.mjs). A copy of the build's store stays in .next/build-store/
// (never in the standalone folder the image ships): the e2e tests' servers start from copies of
// it instead of each migrating and seeding a new one (tests/e2e/seeded-store.mjs).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

function run(command, args, env = process.env) {
  const done = spawnSync(command, args, { stdio: 'inherit', env });
  if (done.status !== 0) process.exit(done.status ?? 1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'build-store-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  // The build never reads the site's PostgreSQL: its own SQLite store stands in.
  DATABASE_URL: '',
  // Nothing the build's store holds is signed.
  PAYLOAD_SECRET: randomBytes(32).toString('hex'),
};
try {
  run('npx', ['payload', 'run', 'cms/seed/build-store.ts'], env);
  run('npx', ['next', 'build'], env);
  const kept = path.resolve('.next/build-store');
  rmSync(kept, { recursive: true, force: true });
  mkdirSync(kept, { recursive: true });
  // One file, its write-ahead log folded in.
  const store = new Database(path.join(dataDir, 'cms.db'));
  store.exec(`VACUUM INTO '${path.join(kept, 'cms.db')}'`);
  store.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
run('node', ['scripts/copy-standalone-assets.mjs']);
