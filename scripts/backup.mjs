// `npm run backup [-- <folder>]`: a consistent copy of the SQLite store and of the resumes its
// open records wait to deliver, while the site keeps serving. The database is copied with
// SQLite's online backup API (one snapshot, whatever is written meanwhile); then every resume
// that snapshot names is copied and listed with its SHA-256 in manifest.json. A resume deleted
// in between belonged to a record delivered in between: the manifest names it as missing.
// Default folder: backups/<UTC time>. With DATABASE_URL: says to use pg_dump (exit 2).
import Database from 'better-sqlite3';
import { closeSync, existsSync, openSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  DATABASE_FILE,
  MANIFEST_FILE,
  copyOwnerOnly,
  dataDir,
  fail,
  ownerOnlyFolder,
  refuseWithPostgres,
  sha256,
} from './backup-files.mjs';

refuseWithPostgres('backup');
const source = dataDir();
const database = path.join(source, DATABASE_FILE);
if (!existsSync(database)) fail(`No store at ${database}: nothing to back up.`);

const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const target = path.resolve(process.argv[2] ?? path.join('backups', stamp));
if (existsSync(target) && readdirSync(target).length > 0)
  fail(`${target} is not empty: choose a new folder.`);
ownerOnlyFolder(target);

// The copy exists with its mode before SQLite writes into it.
const copy = path.join(target, DATABASE_FILE);
closeSync(openSync(copy, 'wx', 0o600));
const live = new Database(database, { fileMustExist: true, readonly: true });
live.pragma('busy_timeout = 5000');
await live.backup(copy);
live.close();
// One self-contained file: no write-ahead log beside it.
const snapshot = new Database(copy);
snapshot.pragma('journal_mode = DELETE');
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
writeFileSync(
  path.join(target, MANIFEST_FILE),
  JSON.stringify(
    { createdAt: new Date().toISOString(), from: source, submissions: counts, resumes, missing },
    null,
    2,
  ),
  { mode: 0o600 },
);
const summary =
  counts.map(({ status, count }) => `${count} ${status}`).join(', ') || 'no submissions';
console.log(`Backed up ${database} (${summary}) and ${resumes.length} resume(s) to ${target}`);
if (missing.length)
  console.log(
    `${missing.length} resume(s) were delivered and removed while copying: see ${MANIFEST_FILE}`,
  );
