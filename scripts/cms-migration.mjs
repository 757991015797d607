// Rewrites the CMS's schema migrations (cms/migrations/sqlite and cms/migrations/postgres) from
// the collections in cms/: run after changing a collection, a global or a block, and commit the
// result. While the site has no deployed content (this release) the one migration per database is
// made anew; once editors have content, pass a name to add a migration after the existing ones:
//   npm run cms:migration            (replaces the initial migration)
//   npm run cms:migration -- add-faq (adds one)
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCluster } from './postgres-test-cluster.mjs';

const name = process.argv[2] ?? 'initial';
const EMPTY_INDEX =
  "import type { Migration } from 'payload';\n\nexport const migrations: Migration[] = [];\n";

function payload(args, env) {
  const run = spawnSync('npx', ['payload', ...args], {
    stdio: 'inherit',
    env: { ...process.env, PAYLOAD_SECRET: randomBytes(32).toString('hex'), ...env },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

for (const database of ['sqlite', 'postgres']) {
  const folder = path.join('cms/migrations', database);
  if (name === 'initial') {
    for (const file of readdirSync(folder)) rmSync(path.join(folder, file));
    writeFileSync(path.join(folder, 'index.ts'), EMPTY_INDEX);
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'cms-migration-'));
try {
  payload(['migrate:create', name], { DATA_DIR: dataDir, DATABASE_URL: '' });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const cluster = await startCluster();
try {
  payload(['migrate:create', name], { DATABASE_URL: cluster.url });
} finally {
  cluster.stop();
}
payload(['generate:types'], {});
payload(['generate:importmap'], {});
