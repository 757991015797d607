// A CPU slowdown that reaches every thread of a browser, workers included. Chromium's own
// (Emulation.setCPUThrottlingRate) slows a page's main thread only, and a worker's session
// refuses it ("Operation is only supported for pages, not workers"). Here the browser runs in a
// control group whose CPU quota, once slowed, is 1/multiplier of one core, shared by all its
// processes and threads: a single busy thread runs multiplier times slower, two busy threads
// slower still (a phone would give them a core each), so the figures err on the slow side.
// Needs root and the cgroup cpu controller (v1 at /sys/fs/cgroup/cpu, or v2).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PERIOD_US = 10_000;

function groupRoot() {
  if (fs.existsSync('/sys/fs/cgroup/cpu/cpu.cfs_quota_us'))
    return { root: '/sys/fs/cgroup/cpu', v2: false };
  const controllers = '/sys/fs/cgroup/cgroup.controllers';
  if (
    fs.existsSync(controllers) &&
    fs.readFileSync(controllers, 'utf8').split(/\s/).includes('cpu')
  )
    return { root: '/sys/fs/cgroup', v2: true };
  throw new Error(
    'No writable cgroup cpu controller: the slowdown needs root and /sys/fs/cgroup/cpu (v1) or cpu in /sys/fs/cgroup (v2).',
  );
}

/**
 * A control group for one browser: `executablePath` enters it and runs `browser`; `slow(m)` sets
 * the quota, `full()` lifts it, `remove()` deletes the group once the browser has exited.
 */
export function slowCpuGroup(browser) {
  const { root, v2 } = groupRoot();
  const dir = path.join(root, `bench-${process.pid}`);
  fs.mkdirSync(dir, { recursive: true });
  const quota = (us) =>
    v2
      ? fs.writeFileSync(path.join(dir, 'cpu.max'), `${us ?? 'max'} ${PERIOD_US}`)
      : (fs.writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(PERIOD_US)),
        fs.writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(us ?? -1)));
  quota(undefined);
  const executablePath = path.join(os.tmpdir(), `bench-${process.pid}-browser.sh`);
  fs.writeFileSync(
    executablePath,
    `#!/bin/sh\necho $$ > ${path.join(dir, 'cgroup.procs')}\nexec ${browser} "$@"\n`,
    { mode: 0o755 },
  );
  return {
    executablePath,
    slow: (multiplier) => quota(Math.max(1000, Math.round(PERIOD_US / multiplier))),
    full: () => quota(undefined),
    remove: () => {
      fs.rmSync(executablePath, { force: true });
      fs.rmdirSync(dir);
    },
  };
}
