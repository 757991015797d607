// What `npm run backup` and `npm run restore` share: where the SQLite store lives, the advice
// for PostgreSQL, and the manifest that lists every resume with its SHA-256.
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const DATABASE_FILE = 'site.db';
/** The editor's content (cms/database.ts) and its uploads (cms/collections/media.ts), in DATA_DIR. */
export const CMS_DATABASE_FILE = 'cms.db';
export const MEDIA_DIR = 'cms-media';
export const MANIFEST_FILE = 'manifest.json';

export function dataDir() {
  return path.resolve(process.env.DATA_DIR || '.data');
}

export const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/**
 * Backups and restored data hold personal data: folders for the user only, whatever the umask
 * or the mode an existing folder had.
 */
export function ownerOnlyFolder(folder) {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
}

/** A copy readable by the user only, whatever the original's mode (a new folder too). */
export function copyOwnerOnly(from, to) {
  mkdirSync(path.dirname(to), { recursive: true, mode: 0o700 });
  copyFileSync(from, to);
  chmodSync(to, 0o600);
}

/** Every file below `folder` (none when it doesn't exist), as paths relative to `root`. */
export function filesBelow(root, folder) {
  const from = path.join(root, folder);
  if (!existsSync(from)) return [];
  return readdirSync(from, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** With DATABASE_URL the store is PostgreSQL, whose own tools copy it consistently. */
export function refuseWithPostgres(command) {
  if (!process.env.DATABASE_URL?.trim()) return;
  const dump = command === 'backup';
  console.error(
    `DATABASE_URL is set: the site keeps everything (resumes, and the editor's content in the schema cms) in PostgreSQL, which ` +
      `\`npm run ${command}\` does not copy. Use PostgreSQL's own tools:\n` +
      (dump
        ? '  pg_dump --format=custom --file=site-$(date -u +%Y%m%dT%H%M%SZ).dump "$DATABASE_URL"'
        : '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" site-<date>.dump') +
      '\n(README, "Backups"; docs/operations.md)',
  );
  process.exit(2);
}

export function fail(message) {
  console.error(message);
  process.exit(1);
}
