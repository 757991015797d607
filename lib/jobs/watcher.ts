import 'server-only';
import { errorSummary, log } from '@/lib/log';
import { jobsWatcherToken } from './watcher-token';

/** The first look comes soon after start: pages kept on disk may predate a job's closing. */
const FIRST_LOOK_MS = 5_000;

/**
 * On a long-lived Node server: every `intervalMs`, ask this same server to re-read the job list
 * (GET /api/jobs/refresh). Only a request can expire Next's cached pages (revalidatePath), so
 * the watcher makes one. `port` is read when it runs: `next start` sets PORT once it listens.
 */
export function startJobsWatcher(
  intervalMs: number,
  port = () => process.env.PORT ?? '3000',
): () => void {
  let running = false;

  async function tick() {
    if (running) return; // a slow admin API: the previous look is still under way
    running = true;
    const url = `http://127.0.0.1:${port()}/api/jobs/refresh`;
    try {
      const response = await fetch(url, {
        headers: { Authorization: `Bearer ${jobsWatcherToken()}` },
        signal: AbortSignal.timeout(Math.max(intervalMs, 15_000)),
      });
      if (!response.ok) log.warn({ status: response.status }, 'jobs_refresh_failed');
    } catch (error) {
      log.warn({ err: errorSummary(error) }, 'jobs_refresh_failed');
    } finally {
      running = false;
    }
  }

  const first = setTimeout(tick, Math.min(FIRST_LOOK_MS, intervalMs)).unref();
  const every = setInterval(tick, intervalMs).unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
