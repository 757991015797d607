import 'server-only';
import { randomBytes } from 'node:crypto';

const KEY = Symbol.for('site.jobsWatcherToken');

/**
 * A secret of this server process, which its jobs watcher (started from instrumentation) sends
 * to its own /api/jobs/refresh. The two are bundled apart, so the secret lives on globalThis.
 */
export function jobsWatcherToken(): string {
  const holder = globalThis as { [KEY]?: string };
  return (holder[KEY] ??= randomBytes(32).toString('hex'));
}
