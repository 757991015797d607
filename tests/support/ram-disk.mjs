import { chmodSync, mkdirSync, statfsSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';

const TMPFS = 0x01021994;
const ROOM = 2 ** 30;

/**
 * A folder of this user's on Linux's RAM-backed /dev/shm when it has a gigabyte free, else
 * undefined. The tests' throwaway stores go there: SQLite (the site's store and the CMS's) syncs
 * to disk on every commit, and a server's first start (migrations, the CMS's seed) waited seconds
 * on those syncs, far longer than its CPU work, when the disk was busy.
 */
export function ramDisk() {
  try {
    const disk = statfsSync('/dev/shm');
    if (disk.type !== TMPFS || disk.bavail * disk.bsize < ROOM) return undefined;
    const folder = path.join('/dev/shm', `tests-${userInfo().uid}`);
    mkdirSync(folder, { recursive: true });
    // Open to other users as /tmp is: nginx's workers (an unprivileged user when the tests run as
    // root) read the files a test puts in its own folder here.
    chmodSync(folder, 0o755);
    return folder;
  } catch {
    return undefined;
  }
}
