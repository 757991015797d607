import 'server-only';
import type { SiteStore } from '@/lib/store';
import type { SearchPing } from '@/lib/store/search-pings';
import type { Logger } from '@/lib/log';
import { GIVE_UP_AFTER_MS, retryDelay } from '@/lib/submissions/backoff';
import { PingError } from './ping-error';

/** A search engine as the queue sees it: notifications taken `batchSize` at a time. */
export type Engine = {
  name: string;
  batchSize: number;
  send(pings: SearchPing[]): Promise<void>;
};

type SendOptions = {
  table: SiteStore['searchPings'];
  engines: readonly Engine[];
  log: Logger;
  now?: () => number;
  random?: () => number;
  firstRetryMs?: number;
  /** Longer than a request's timeout, so a lease never runs out under a running attempt. */
  leaseMs?: number;
  /** At most this many batches per engine in one call. */
  maxBatches?: number;
};

/**
 * Sends the due notifications of every engine, each batch claimed before it is sent (so no
 * two instances send one), and closes each: sent, rejected by the engine, or rescheduled with
 * the outbox's backoff until it is 72 hours old. Returns how many were sent.
 */
export async function sendDuePings({
  table,
  engines,
  log,
  now = Date.now,
  random = Math.random,
  firstRetryMs,
  leaseMs = 30_000,
  maxBatches = 20,
}: SendOptions): Promise<number> {
  let sent = 0;
  for (const engine of engines) {
    for (let batch = 0; batch < maxBatches; batch += 1) {
      const at = now();
      const pings = await table.claim(engine.name, at, at + leaseMs, engine.batchSize);
      if (pings.length === 0) break;
      try {
        await engine.send(pings);
      } catch (error) {
        await reschedule(pings, error);
        continue;
      }
      for (const ping of pings)
        await table.close(ping.id, {
          status: 'sent',
          attempts: ping.attempts + 1,
          nextAttemptAt: at,
          lastError: null,
          at: now(),
        });
      sent += pings.length;
      log.info({ engine: engine.name, urls: pings.length }, 'search_pings_sent');
    }
  }
  return sent;

  async function reschedule(pings: SearchPing[], error: unknown) {
    const at = now();
    const permanent = error instanceof PingError && error.permanent;
    const retryAfterMs = error instanceof PingError ? error.retryAfterMs : undefined;
    const lastError = error instanceof Error ? error.message.slice(0, 200) : 'unknown';
    const statuses: Record<string, number> = {};
    for (const ping of pings) {
      const attempts = ping.attempts + 1;
      const nextAttemptAt = at + retryDelay(attempts, { firstRetryMs, retryAfterMs, random });
      const status = permanent
        ? 'rejected'
        : nextAttemptAt > ping.created_at + GIVE_UP_AFTER_MS
          ? 'dead'
          : 'pending';
      await table.close(ping.id, { status, attempts, nextAttemptAt, lastError, at });
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    const fields = { engine: pings[0]!.engine, urls: pings.length, lastError, statuses };
    if (permanent || statuses.dead) log.error(fields, 'search_pings_abandoned');
    else log.warn(fields, 'search_pings_retry_scheduled');
  }
}
