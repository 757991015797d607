import 'server-only';
import { runAlertChecks } from '@/lib/alerts';
import { getBackend } from '@/lib/backend';
import { getStore } from '@/lib/store';
import { env } from '@/lib/env';
import { afterResponse } from '@/lib/http/after-response';
import { errorSummary, log } from '@/lib/log';
import { LINK_VALID_MS } from '@/lib/data-requests/links';
import { runJobAlerts } from '@/lib/job-alerts';
import { sendSearchPings } from '@/lib/search-pings';
import { createOutbox, type Outbox } from './outbox';
import { processGlobal } from '@/lib/shared/process-global';

export type { Outcome } from './present';
export { isValidKey } from './payload';

let outbox: Promise<Outbox> | undefined;

/** The process's outbox on the site's store, delivering through getBackend(). */
export function getOutbox(): Promise<Outbox> {
  outbox ??= getStore().then((store) =>
    createOutbox({
      table: store.outbox,
      backend: getBackend(),
      log: log.child({ component: 'outbox' }),
      firstRetryMs: env.OUTBOX_FIRST_RETRY_MS,
      answerWithinMs: env.OUTBOX_ANSWER_WITHIN_MS,
      keepAlive: afterResponse,
    }),
  );
  outbox.catch(() => {
    outbox = undefined;
  });
  return outbox;
}

/**
 * One round of upkeep, the same for the worker, the drain route and after(): due deliveries
 * (at most `limit`, none claimed after `budgetMs`), then retention, rate-limit counters
 * whose window ended, search-engine notifications due for a retry, and job-alert digests. With
 * `catchUpAfterMs`, pending records not tried for that long are tried now whatever their
 * backoff, so a scheduled drain delivers them soon after an outage ends.
 */
export async function drainOutbox({
  limit = 10,
  budgetMs = Infinity,
  catchUpAfterMs,
}: { limit?: number; budgetMs?: number; catchUpAfterMs?: number } = {}) {
  const box = await getOutbox();
  if (catchUpAfterMs !== undefined) {
    const now = Date.now();
    await (await getStore()).outbox.expediteWaiting(now - catchUpAfterMs, now);
  }
  const tried = await box.runDue({ limit, budgetMs });
  const purged = await box.purge(env.RETENTION_DAYS);
  await (await getStore()).forgetExpiredLimits(Date.now());
  await sendSearchPings();
  await runJobAlerts();
  // Data requests never confirmed while their link worked.
  await (await getStore()).dataRequests.purge(Date.now() - LINK_VALID_MS);
  await runAlertChecks();
  return { tried, purged };
}

/** Starts the retry loop once per process; the timer never keeps the process alive. */
export function startOutboxWorker(intervalMs = env.WORKER_INTERVAL_MS) {
  processGlobal('outboxWorker', () => {
    let running = false;
    const timer = setInterval(async () => {
      if (running) return;
      running = true;
      try {
        await drainOutbox();
      } catch (error) {
        log.error({ err: errorSummary(error) }, 'outbox_worker_failed');
      } finally {
        running = false;
      }
    }, intervalMs);
    timer.unref();
    log.info({ intervalMs }, 'outbox_worker_started');
    return timer;
  });
}
