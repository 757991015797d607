// Adds a CMS schema migration after the existing ones, on each database (cms/migrations/sqlite and
// cms/migrations/postgres), from the collections, globals and blocks in cms/: run after changing
// one, and commit what it writes (the migrations, cms/migrations/released.sha256, the types).
//   npm run cms:migration -- add-faq-block
// Stores remember which migrations they ran by name, so a migration on main is never changed,
// renamed or removed (tests/unit/cms-migrations.test.ts). Your own migration, before it lands:
// to redo it, `git checkout main -- cms/migrations` and run this again; after editing it by hand
// (e.g. to carry data across a column's change), record its new content:
//   npm run cms:migration -- --rehash <its file name without extension>
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATABASES, migrationFiles, migrationsOnDisk, record } from './cms-migrations-record.mjs';

const usage = `Usage: npm run cms:migration -- <name>     (adds a migration, e.g. add-faq-block)
       npm run cms:migration -- --rehash <migration>   (re-records your unlanded migration after editing it)`;

function fail(message) {
  console.error(`${message}\n\n${usage}`);
  process.exit(1);
}

const [first, second] = process.argv.slice(2);

if (first === '--rehash') {
  if (!second) fail('Which migration? Give its file name without extension.');
  const found = DATABASES.filter((database) => migrationFiles(database, second).length);
  if (!found.length) fail(`No migration ${second} in cms/migrations/{sqlite,postgres}.`);
  for (const database of found) record(database, second);
  console.log(`Recorded ${second} (${found.join(', ')}) in cms/migrations/released.sha256.`);
  process.exit(0);
}
if (!first || !/^[a-z][a-z0-9-]*$/.test(first)) {
  fail('Name the migration after the change it makes: lower-case letters, digits and dashes.');
}

function payload(args, env) {
  const run = spawnSync('npx', ['payload', ...args], {
    stdio: 'inherit',
    env: { ...process.env, PAYLOAD_SECRET: randomBytes(32).toString('hex'), ...env },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

const before = Object.fromEntries(
  DATABASES.map((database) => [database, migrationsOnDisk(database)]),
);
const dataDir = mkdtempSync(path.join(tmpdir(), 'cms-migration-'));
try {
  // Payload's migrate:create compares the schema with the newest migration's snapshot and exits
  // without writing anything when they agree (--skip-empty); it never connects to the database.
  payload(['migrate:create', first, '--skip-empty'], { DATA_DIR: dataDir, DATABASE_URL: '' });
  payload(['migrate:create', first, '--skip-empty'], {
    DATA_DIR: dataDir,
    DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none',
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const added = [];
for (const database of DATABASES) {
  for (const name of migrationsOnDisk(database)) {
    if (before[database].includes(name)) continue;
    record(database, name);
    added.push(`cms/migrations/${database}/${name}.ts`);
  }
}
payload(['generate:types'], {});
payload(['generate:importmap'], {});
if (!added.length) {
  console.log("The tables are the same as the last migration's: no migration to add.");
  process.exit(0);
}
console.log(`Added (and recorded in cms/migrations/released.sha256):\n  ${added.join('\n  ')}
Read it: a change of a column's type or a removal may lose data an editor wrote; edit the up()
to carry it across, then npm run cms:migration -- --rehash <name>.`);
