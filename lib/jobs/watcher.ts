import 'server-only';
import { startSelfPoll } from '@/lib/http/self-poll';

/**
 * On a long-lived Node server: every `intervalMs`, ask this same server to re-read the job list
 * (GET /api/jobs/refresh), which expires the pages of jobs that changed.
 */
export const startJobsWatcher = (intervalMs: number, port?: () => string) =>
  startSelfPoll('/api/jobs/refresh', 'jobs_refresh_failed', intervalMs, port);
