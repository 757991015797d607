// What `npm run backup` and `npm run restore` share: where the SQLite store lives, and the
// manifest that lists every file with its SHA-256.
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

export function fail(message) {
  console.error(message);
  process.exit(1);
}
