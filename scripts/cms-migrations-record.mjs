// The record of the CMS's migrations (cms/migrations/released.sha256, in `sha256sum` format): one
// line per file of each migration, in the order they run. A store remembers the migrations it has
// run by name and never runs one again, so a migration on main is never changed or removed; new
// ones come after the last. tests/unit/cms-migrations.test.ts holds the folders to this record;
// scripts/cms-migration.mjs appends to it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const MIGRATIONS = 'cms/migrations';
export const DATABASES = ['sqlite', 'postgres'];
export const RECORD = path.join(MIGRATIONS, 'released.sha256');

/** A migration's files (its code and Payload's schema snapshot), relative to MIGRATIONS. */
export const migrationFiles = (database, name) =>
  ['ts', 'json']
    .map((ext) => `${database}/${name}.${ext}`)
    .filter((file) => existsSync(path.join(MIGRATIONS, file)));

/** The migrations in a database's folder, oldest first (their names start with a timestamp). */
export const migrationsOnDisk = (database) =>
  readdirSync(path.join(MIGRATIONS, database))
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();

export const hashOf = (file) =>
  createHash('sha256')
    .update(readFileSync(path.join(MIGRATIONS, file)))
    .digest('hex');

/** The recorded files, in order: [{ file: 'sqlite/<name>.ts', hash }]. */
export function readRecord() {
  return readFileSync(RECORD, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [hash, file] = line.split(/ +/);
      return { file, hash };
    });
}

export function writeRecord(entries) {
  writeFileSync(RECORD, entries.map(({ file, hash }) => `${hash}  ${file}\n`).join(''));
}

/** Records a migration's files (new, or re-recorded after an edit before it lands). */
export function record(database, name) {
  const files = migrationFiles(database, name);
  const entries = readRecord().filter((entry) => !files.includes(entry.file));
  writeRecord([...entries, ...files.map((file) => ({ file, hash: hashOf(file) }))]);
}
