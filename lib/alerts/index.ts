import 'server-only';
import { getStore } from '@/lib/store';
import { env } from '@/lib/env';
import { errorSummary, log } from '@/lib/log';
import { checkAlerts } from './check';
import { readSignals } from './signals';

export { noteAdminApi, noteServerError } from './signals';

/**
 * The alert round of every upkeep (worker, drain route): nothing without ALERT_WEBHOOK_URL,
 * and never a failure of its caller.
 */
export async function runAlertChecks(): Promise<void> {
  if (!env.ALERT_WEBHOOK_URL) return;
  try {
    await checkAlerts({
      store: await getStore(),
      webhookUrl: env.ALERT_WEBHOOK_URL,
      site: env.SITE_URL,
      thresholds: {
        backlogMinutes: env.ALERT_BACKLOG_MINUTES,
        outageMinutes: env.ALERT_OUTAGE_MINUTES,
        errorBurst: env.ALERT_ERROR_BURST,
      },
      log: log.child({ component: 'alerts' }),
      local: readSignals(),
    });
  } catch (error) {
    log.error({ err: errorSummary(error) }, 'alert_check_failed');
  }
}
