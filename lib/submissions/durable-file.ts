import { closeSync, fsyncSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Writes the bytes and forces them and the directory entry to disk before returning. */
export function writeDurably(file: string, bytes: Uint8Array) {
  mkdirSync(path.dirname(file), { recursive: true });
  const fd = openSync(file, 'wx');
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  const dir = openSync(path.dirname(file), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}
