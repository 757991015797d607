// `npm run backup` / `npm run restore` with DATABASE_URL: everything the site keeps (the store's
// tables, resumes included, and the editor's content and uploads in the schema cms) is in
// PostgreSQL, so a backup is one pg_dump of the database (a consistent snapshot while the site
// serves), listed with its SHA-256 in manifest.json, and a restore is pg_restore of it. Needs
// PostgreSQL's client tools (Debian: postgresql-client) of the server's version or newer.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { MANIFEST_FILE, fail, sha256 } from './backup-files.mjs';

export const DUMP_FILE = 'site.dump';

/** Runs a PostgreSQL client tool on the database, its password in the environment, not in `ps`. */
function run(tool, args, databaseUrl) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const result = spawnSync(tool, [...args, `--dbname=${url}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    encoding: 'utf8',
  });
  if (result.error)
    fail(`${tool} did not run (${result.error.message}): install PostgreSQL's client tools.`);
  if (result.status !== 0) fail(`${tool} failed:\n${result.stderr.trim()}`);
}

export function backupPostgres(databaseUrl, target) {
  const dump = path.join(target, DUMP_FILE);
  run('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`], databaseUrl);
  chmodSync(dump, 0o600);
  const manifest = {
    createdAt: new Date().toISOString(),
    store: 'postgresql',
    dump: { path: DUMP_FILE, sha256: sha256(dump) },
  };
  writeFileSync(path.join(target, MANIFEST_FILE), JSON.stringify(manifest, null, 2), {
    mode: 0o600,
  });
  console.log(
    `Backed up the PostgreSQL database (the store, resumes, the editor's content and uploads) to ${target}`,
  );
}

/** Whether the database holds any table yet (outside PostgreSQL's own schemas). */
async function hasTables(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect().catch((error) => fail(`Cannot reach DATABASE_URL: ${error.message}`));
  try {
    const { rows } = await client.query(
      "SELECT 1 FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema') LIMIT 1",
    );
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

export async function restorePostgres(databaseUrl, backup, manifest, force) {
  if (manifest.store !== 'postgresql')
    fail(
      `${backup} is a backup of a SQLite store: unset DATABASE_URL to restore it into DATA_DIR.`,
    );
  const dump = path.join(backup, manifest.dump.path);
  if (!existsSync(dump) || sha256(dump) !== manifest.dump.sha256)
    fail(
      `${dump} is missing or damaged (its SHA-256 differs from the manifest): nothing restored.`,
    );
  if ((await hasTables(databaseUrl)) && !force)
    fail(
      'The database named by DATABASE_URL has tables: stop the site, then run again with --force to replace them.',
    );
  run(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', dump],
    databaseUrl,
  );
  console.log(
    `Restored ${backup} (taken ${manifest.createdAt}) into the PostgreSQL database. Start the site: pending submissions are delivered, and retention applies.`,
  );
}
