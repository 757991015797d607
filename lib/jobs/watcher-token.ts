import 'server-only';
import { randomBytes } from 'node:crypto';
import { processGlobal } from '@/lib/shared/process-global';

/**
 * A secret of this server process, which its jobs watcher (started from instrumentation) sends
 * to its own /api/jobs/refresh.
 */
export function jobsWatcherToken(): string {
  return processGlobal('jobsWatcherToken', () => randomBytes(32).toString('hex'));
}
