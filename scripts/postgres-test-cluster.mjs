// A throwaway PostgreSQL cluster for the tests (Debian's `postgresql` package): initdb in a
// temporary folder, a free port on 127.0.0.1, removed again by stop(). PostgreSQL refuses to
// run as root, so as root the cluster runs as the `postgres` user; otherwise as the caller.
// Used by Jest's global setup (tests/postgres/global-setup.mjs), the two-instance e2e spec and
// scripts/with-postgres.mjs.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/support/free-port.mjs';

/** The newest installed server's bin folder, or null. */
function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((name) =>
    existsSync(path.join(root, name, 'bin', 'initdb')),
  );
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

/** Runs a PostgreSQL binary as the cluster's owner (postgres when we are root). */
function runAsOwner(binary, args) {
  const asRoot = process.getuid?.() === 0;
  const [command, fullArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  execFileSync(command, fullArgs, { stdio: 'pipe' });
}

/** Starts a cluster; resolves to its URL (database `postgres`, user `postgres`, no password) and a stop function. */
export async function startCluster() {
  const bin = postgresBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): apt-get install -y postgresql, or set TEST_DATABASE_URL to a server the tests may create databases on.',
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-test-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  runAsOwner(path.join(bin, 'initdb'), [
    '-D',
    data,
    '--auth=trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  // The socket goes into our own folder: no clash with a system server on /var/run/postgresql.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  runAsOwner(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    options,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    'start',
  ]);

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      runAsOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgresql://postgres@127.0.0.1:${port}/postgres`, stop };
}
