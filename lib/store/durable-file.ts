import 'server-only';
import { closeSync, fsyncSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes the bytes readable by the site's user only (resumes are personal data) and forces
 * them and the directory entry to disk before returning.
 */
export function writeDurably(file: string, bytes: Uint8Array) {
  mkdirSync(/*turbopackIgnore: true*/ path.dirname(file), { recursive: true, mode: 0o700 });
  const fd = openSync(/*turbopackIgnore: true*/ file, 'wx', 0o600);
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  const dir = openSync(/*turbopackIgnore: true*/ path.dirname(file), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}
