// `npm run restore -- <folder> [--force]`: puts a backup of `npm run backup` back into DATA_DIR:
// the SQLite file and the resumes, and the editor's content and uploads, each file checked
// against the manifest's SHA-256 first. Stop the
// site before, start it after: its worker (or the next drain) delivers what was pending, and
// retention removes what is older than RETENTION_DAYS. --force replaces an existing store.
// With DATABASE_URL: pg_restore of a backup made with it (scripts/backup-postgres.mjs).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  CMS_DATABASE_FILE,
  DATABASE_FILE,
  MEDIA_DIR,
  MANIFEST_FILE,
  copyOwnerOnly,
  dataDir,
  fail,
  sha256,
} from './backup-files.mjs';
import { restorePostgres } from './backup-postgres.mjs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const from = args.find((arg) => !arg.startsWith('--'));
if (!from) fail('Usage: npm run restore -- <backup folder> [--force]');
const backup = path.resolve(from);
const manifestFile = path.join(backup, MANIFEST_FILE);
if (!existsSync(manifestFile))
  fail(`${backup} is not a backup of \`npm run backup\` (no ${MANIFEST_FILE}).`);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const databaseUrl = process.env.DATABASE_URL?.trim();
if (databaseUrl) {
  await restorePostgres(databaseUrl, backup, manifest, force);
  process.exit(0);
}
if (!existsSync(path.join(backup, DATABASE_FILE)))
  fail(
    manifest.store === 'postgresql'
      ? `${backup} is a backup of a PostgreSQL database: set DATABASE_URL to restore it there.`
      : `${backup} is not a backup of \`npm run backup\` (no ${DATABASE_FILE}).`,
  );

// Backups made before the editor existed have neither.
const media = manifest.media ?? [];
for (const resume of [...manifest.resumes, ...media]) {
  const file = path.join(backup, resume.path);
  if (!existsSync(file) || sha256(file) !== resume.sha256)
    fail(
      `${file} is missing or damaged (its SHA-256 differs from the manifest): nothing restored.`,
    );
}

const target = dataDir();
const database = path.join(target, DATABASE_FILE);
if (existsSync(database) && !force)
  fail(`${database} exists: stop the site, then run again with --force to replace it.`);
// A stale write-ahead log of a replaced database must not be applied to the restored one.
for (const name of [DATABASE_FILE, CMS_DATABASE_FILE])
  for (const suffix of ['', '-wal', '-shm'])
    rmSync(path.join(target, `${name}${suffix}`), { force: true });
for (const folder of ['outbox', MEDIA_DIR])
  rmSync(path.join(target, folder), { recursive: true, force: true });
copyOwnerOnly(path.join(backup, DATABASE_FILE), database);
if (manifest.cms)
  copyOwnerOnly(path.join(backup, CMS_DATABASE_FILE), path.join(target, CMS_DATABASE_FILE));
for (const file of [...manifest.resumes, ...media])
  copyOwnerOnly(path.join(backup, file.path), path.resolve(target, file.path));
const editor = manifest.cms ? `, the editor's content and ${media.length} upload(s)` : '';
console.log(
  `Restored ${backup} (taken ${manifest.createdAt}) into ${target}: the database, ${manifest.resumes.length} resume(s)${editor}. ` +
    'Start the site: pending submissions are delivered, and retention applies.',
);
