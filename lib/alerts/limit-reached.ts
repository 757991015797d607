import 'server-only';
import { getStore } from '@/lib/store';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { postToWebhook } from './webhook';

/** Limits that protect the site from outsiders, announced when one is reached. */
const titles = {
  mail_ceiling: 'Mail ceiling reached',
  vitals_cap: 'Field-vitals cap reached',
} as const;

type LimitKind = keyof typeof titles;

/**
 * Announces that `kind` was reached, once per `windowMs` across instances (the alerts table's row
 * is the claim): a log line, and the webhook when ALERT_WEBHOOK_URL is set. Never throws.
 * True when this caller announced it.
 */
export async function announceLimitReached(
  kind: LimitKind,
  detail: string,
  windowMs: number,
  now = Date.now(),
): Promise<boolean> {
  try {
    const { alerts } = await getStore();
    await alerts.clear(kind, now - windowMs);
    if (!(await alerts.raise(kind, now, now - windowMs))) return false;
    log.warn({ alert: kind }, 'alert_raised');
    if (env.ALERT_WEBHOOK_URL)
      await postToWebhook(
        env.ALERT_WEBHOOK_URL,
        { text: `🔴 ${titles[kind]} on ${env.SITE_URL}\n${detail}` },
        log,
        kind,
      );
    return true;
  } catch (error) {
    log.error({ alert: kind, err: { name: (error as Error)?.name } }, 'alert_limit_failed');
    return false;
  }
}
