// `npm run restore -- <folder> [--force]`: puts a backup of `npm run backup` back into DATA_DIR:
// the SQLite file and the resumes, each checked against the manifest's SHA-256 first. Stop the
// site before, start it after: its worker (or the next drain) delivers what was pending, and
// retention removes what is older than RETENTION_DAYS. --force replaces an existing store.
// With DATABASE_URL: says to use pg_restore (exit 2).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  DATABASE_FILE,
  MANIFEST_FILE,
  copyOwnerOnly,
  dataDir,
  fail,
  refuseWithPostgres,
  sha256,
} from './backup-files.mjs';

refuseWithPostgres('restore');
const args = process.argv.slice(2);
const force = args.includes('--force');
const from = args.find((arg) => !arg.startsWith('--'));
if (!from) fail('Usage: npm run restore -- <backup folder> [--force]');
const backup = path.resolve(from);
const manifestFile = path.join(backup, MANIFEST_FILE);
if (!existsSync(manifestFile) || !existsSync(path.join(backup, DATABASE_FILE)))
  fail(
    `${backup} is not a backup of \`npm run backup\` (no ${DATABASE_FILE} and ${MANIFEST_FILE}).`,
  );
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

for (const resume of manifest.resumes) {
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
// A stale write-ahead log of the replaced database must not be applied to the restored one.
for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
rmSync(path.join(target, 'outbox'), { recursive: true, force: true });
copyOwnerOnly(path.join(backup, DATABASE_FILE), database);
for (const resume of manifest.resumes)
  copyOwnerOnly(path.join(backup, resume.path), path.resolve(target, resume.path));
console.log(
  `Restored ${backup} (taken ${manifest.createdAt}) into ${target}: the database and ${manifest.resumes.length} resume(s). ` +
    'Start the site: pending submissions are delivered, and retention applies.',
);
