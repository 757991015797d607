// `npm run build`: `next build` renders the pages from a CMS store made for the build (a new
// SQLite store in a temporary folder, migrated and seeded by cms/on-init.ts as a new site's
// store is), so the build needs no running database and the pages are rendered by the same code
// a running server uses. Then the standalone folder gets its assets
// (scripts/copy-standalone-assets.mjs). The build's store is thrown away.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
run('node', ['scripts/copy-standalone-assets.mjs']);
