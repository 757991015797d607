import 'server-only';
import { errorSummary, log } from '@/lib/log';
import { jobsWatcherToken } from '@/lib/jobs/watcher-token';

/** The first look comes soon after start: pages kept on disk may predate the last change. */
const FIRST_LOOK_MS = 5_000;

/**
 * On a long-lived Node server: every `intervalMs`, ask this same server for `path` with the
 * process's own token (lib/jobs/watcher-token.ts). Only a request can expire Next's cached pages
 * (revalidatePath), so the watcher makes one. `port` is read when it runs: `next start` sets PORT
 * once it listens. `event` names the failure in the log.
 */
export function startSelfPoll(
  path: string,
  event: string,
  intervalMs: number,
  port = () => process.env.PORT ?? '3000',
): () => void {
  let running = false;

  async function tick() {
    if (running) return; // a slow answer: the previous look is still under way
    running = true;
    try {
      const response = await fetch(`http://127.0.0.1:${port()}${path}`, {
        headers: { Authorization: `Bearer ${jobsWatcherToken()}` },
        signal: AbortSignal.timeout(Math.max(intervalMs, 15_000)),
      });
      if (!response.ok) log.warn({ status: response.status }, event);
    } catch (error) {
      log.warn({ err: errorSummary(error) }, event);
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
