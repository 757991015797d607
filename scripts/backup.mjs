// `npm run backup [-- <folder>]`: a consistent copy of the SQLite store and of the resumes its
// open records wait to deliver, and of the editor's content (cms.db) and uploads (cms-media),
// while the site keeps serving. Each database is copied with SQLite's online backup API (one
// snapshot, whatever is written meanwhile); then every resume that snapshot names, and every
// upload, is copied and listed with its SHA-256 in manifest.json. A resume deleted
// in between belonged to a record delivered in between: the manifest names it as missing.
// Default folder: backups/<UTC time>. With DATABASE_URL: one pg_dump of the database, where all
// of it (the editor's uploads included) lives (scripts/backup-postgres.mjs).
import Database from 'better-sqlite3';
import { closeSync, existsSync, openSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CMS_DATABASE_FILE,
  DATABASE_FILE,
  MEDIA_DIR,
  MANIFEST_FILE,
  copyOwnerOnly,
  dataDir,
  fail,
  filesBelow,
  ownerOnlyFolder,
  sha256,
} from './backup-files.mjs';
import { backupPostgres } from './backup-postgres.mjs';

const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const target = path.resolve(process.argv[2] ?? path.join('backups', stamp));
if (existsSync(target) && readdirSync(target).length > 0)
  fail(`${target} is not empty: choose a new folder.`);

const databaseUrl = process.env.DATABASE_URL?.trim();
if (databaseUrl) {
  ownerOnlyFolder(target);
  backupPostgres(databaseUrl, target);
  process.exit(0);
}
const source = dataDir();
const database = path.join(source, DATABASE_FILE);
if (!existsSync(database)) fail(`No store at ${database}: nothing to back up.`);
ownerOnlyFolder(target);

/** A snapshot of the live SQLite file `name` in the target folder, opened. */
async function snapshotOf(name) {
  // The copy exists with its mode before SQLite writes into it.
  const copy = path.join(target, name);
  closeSync(openSync(copy, 'wx', 0o600));
  const live = new Database(path.join(source, name), { fileMustExist: true, readonly: true });
  live.pragma('busy_timeout = 5000');
  await live.backup(copy);
  live.close();
  // One self-contained file: no write-ahead log beside it.
  const snapshot = new Database(copy);
  snapshot.pragma('journal_mode = DELETE');
  return snapshot;
}

const snapshot = await snapshotOf(DATABASE_FILE);
const rows = snapshot
  .prepare('SELECT id, status, resume_path FROM submissions WHERE resume_path IS NOT NULL')
  .all();
const counts = snapshot
  .prepare('SELECT status, COUNT(*) AS count FROM submissions GROUP BY status')
  .all();
snapshot.close();

const resumes = [];
const missing = [];
for (const row of rows) {
  const from = path.resolve(source, row.resume_path);
  if (!existsSync(from)) {
    missing.push({ id: row.id, path: row.resume_path });
    continue;
  }
  const to = path.join(target, row.resume_path);
  copyOwnerOnly(from, to);
  resumes.push({ id: row.id, path: row.resume_path, sha256: sha256(to) });
}
// The editor's content, then its uploads: an upload saved in between is copied without its record
// (harmless), one deleted in between is left out.
const cms = existsSync(path.join(source, CMS_DATABASE_FILE));
if (cms) (await snapshotOf(CMS_DATABASE_FILE)).close();
const media = [];
for (const file of filesBelow(source, MEDIA_DIR)) {
  const to = path.join(target, file);
  copyOwnerOnly(path.join(source, file), to);
  media.push({ path: file, sha256: sha256(to) });
}

writeFileSync(
  path.join(target, MANIFEST_FILE),
  JSON.stringify(
    {
      createdAt: new Date().toISOString(),
      from: source,
      submissions: counts,
      resumes,
      missing,
      cms,
      media,
    },
    null,
    2,
  ),
  { mode: 0o600 },
);
const summary =
  counts.map(({ status, count }) => `${count} ${status}`).join(', ') || 'no submissions';
const editor = cms ? `, the editor's content and ${media.length} upload(s)` : '';
console.log(
  `Backed up ${database} (${summary}), ${resumes.length} resume(s)${editor} to ${target}`,
);
if (missing.length)
  console.log(
    `${missing.length} resume(s) were delivered and removed while copying: see ${MANIFEST_FILE}`,
  );
