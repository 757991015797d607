import 'server-only';
import type { SiteStore } from '@/lib/store/store';
import type { Logger } from '@/lib/log';
import {
  alertKinds,
  alertText,
  firing,
  QUIET_MS,
  webhookPayload,
  type Observations,
  type Thresholds,
} from './rules';
import { postToWebhook } from './webhook';

type AlertCheck = {
  store: SiteStore;
  webhookUrl: string;
  /** Named in every message: which site (SITE_URL) is in trouble. */
  site: string;
  thresholds: Thresholds;
  log: Logger;
  /** This process's own observations (lib/alerts/signals). */
  local: Pick<Observations, 'adminFailingSince' | 'recentErrors'>;
  now?: number;
};

/**
 * One round: observes the outbox, decides which kinds fire, and announces each kind that
 * starts firing (at most once per QUIET_MS across instances: the store's row is the claim)
 * and each that stops. Returns what was announced.
 */
export async function checkAlerts({
  store,
  webhookUrl,
  site,
  thresholds,
  log,
  local,
  now = Date.now(),
}: AlertCheck) {
  const [depth, oldestPendingAt] = await Promise.all([
    store.outbox.depth(),
    store.outbox.oldestPendingAt(),
  ]);
  const seen: Observations = { dead: Number(depth.dead), oldestPendingAt, ...local };
  const state = firing(seen, thresholds, now);
  const announced: string[] = [];
  const posts: Promise<boolean>[] = [];
  for (const kind of alertKinds) {
    if (state[kind] && (await store.alerts.raise(kind, now, now - QUIET_MS))) {
      const detail = alertText(kind, seen, thresholds, now);
      log.warn({ kind, alert: kind }, 'alert_raised');
      posts.push(
        postToWebhook(webhookUrl, webhookPayload(site, kind, 'firing', detail), log, kind),
      );
      announced.push(kind);
    } else if (!state[kind] && (await store.alerts.clear(kind, now))) {
      log.info({ kind }, 'alert_recovered');
      posts.push(
        postToWebhook(
          webhookUrl,
          webhookPayload(site, kind, 'recovered', 'Back to normal.'),
          log,
          kind,
        ),
      );
      announced.push(`${kind}:recovered`);
    }
  }
  // At once: a hanging webhook costs one timeout per round, not one per message.
  await Promise.all(posts);
  return announced;
}
