import 'server-only';
import type { Logger } from '@/lib/log';

const WEBHOOK_TIMEOUT_MS = 5_000;

/**
 * POSTs one JSON message to the webhook. Never throws: an unreachable or refusing webhook is
 * a log line, and whatever called this goes on.
 */
export async function postToWebhook(
  url: string,
  payload: unknown,
  log: Logger,
  kind: string,
): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      redirect: 'error',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    if (response.ok) return true;
    log.error({ kind, status: response.status }, 'alert_webhook_refused');
  } catch (error) {
    log.error(
      { kind, reason: (error as Error)?.name === 'TimeoutError' ? 'timeout' : 'network' },
      'alert_webhook_unreachable',
    );
  }
  return false;
}
