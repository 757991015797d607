import fs from 'node:fs';
import path from 'node:path';

// Files of personal data or secrets (the store's and the CMS's databases, resumes): readable by the site's user
// only, whatever the umask. Their paths are chosen at run time: `turbopackIgnore` keeps the build
// from tracing the whole project into them.

const folderOf = (file: string) =>
  fs.mkdirSync(/*turbopackIgnore: true*/ path.dirname(file), { recursive: true, mode: 0o700 });

/** Creates `file` (and its folder) where missing; it and those of `siblings` that exist are made owner-only. */
export function ownerOnly(file: string, siblings: string[] = []) {
  folderOf(file);
  fs.closeSync(fs.openSync(/*turbopackIgnore: true*/ file, 'a', 0o600));
  for (const own of [file, ...siblings])
    if (fs.existsSync(/*turbopackIgnore: true*/ own))
      fs.chmodSync(/*turbopackIgnore: true*/ own, 0o600);
}

/** Opens `name`, lets `write` write to it, and forces it to disk before closing it. */
function flushed(name: string, flags: string, write: (fd: number) => void = () => {}) {
  const fd = fs.openSync(/*turbopackIgnore: true*/ name, flags, 0o600);
  try {
    write(fd);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** `bytes` in a new owner-only file, on disk with its directory entry before this returns. */
export function writeDurably(file: string, bytes: Uint8Array) {
  folderOf(file);
  flushed(file, 'wx', (fd) => fs.writeSync(fd, bytes));
  flushed(path.dirname(file), 'r');
}
