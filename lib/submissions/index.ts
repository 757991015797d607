import 'server-only';
import { getBackend } from '@/lib/backend';
import { openStore } from '@/lib/backend/store/database';
import { env } from '@/lib/env';
import { errorSummary, log } from '@/lib/log';
import { createOutbox, type Outbox } from './outbox';

export type { Outcome } from './present';
export { isValidKey } from './payload';

let outbox: Outbox | undefined;

/** The process's outbox on DATA_DIR, delivering through getBackend(). */
export function getOutbox(): Outbox {
  outbox ??= createOutbox({
    db: openStore(env.DATA_DIR),
    dataDir: env.DATA_DIR,
    backend: getBackend(),
    log: log.child({ component: 'outbox' }),
    firstRetryMs: env.OUTBOX_FIRST_RETRY_MS,
  });
  return outbox;
}

const WORKER = Symbol.for('site.outboxWorker');

/**
 * Starts the retry loop once per process (instrumentation and route bundles may each load
 * this module, hence the global flag); the timer never keeps the process alive.
 */
export function startOutboxWorker(intervalMs = env.WORKER_INTERVAL_MS) {
  const global = globalThis as { [WORKER]?: NodeJS.Timeout };
  if (global[WORKER]) return;
  let running = false;
  global[WORKER] = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await getOutbox().runDue();
    } catch (error) {
      log.error({ err: errorSummary(error) }, 'outbox_worker_failed');
    } finally {
      running = false;
    }
  }, intervalMs);
  global[WORKER].unref();
  log.info({ intervalMs }, 'outbox_worker_started');
}
