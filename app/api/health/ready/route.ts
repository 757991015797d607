import { getStore } from '@/lib/store';
import { withApi } from '@/lib/http/api-response';
import { hasCronSecret } from '@/lib/http/cron-secret';
import { errorSummary } from '@/lib/log';
import { withTimeout } from '@/lib/with-timeout';

export const dynamic = 'force-dynamic';

/** A readiness probe must answer before the load balancer's own timeout, database or not. */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * Readiness: the store it uses answers a read (no write per call). Anyone learns only whether
 * the site is ready; with `Authorization: Bearer $CRON_SECRET` the answer adds the store kind
 * and the outbox depth by status, for operators and their monitoring.
 */
export const GET = withApi('health.ready', async (request, api) => {
  const operator = hasCronSecret(request);
  try {
    const store = await withTimeout(getStore(), CHECK_TIMEOUT_MS, 'the store did not open in time');
    await store.check(CHECK_TIMEOUT_MS);
    if (!operator) return api.json(200, { status: 'ready' });
    return api.json(200, {
      status: 'ready',
      store: store.kind,
      outbox: await store.outbox.depth(),
    });
  } catch (error) {
    api.log.error({ err: errorSummary(error) }, 'not_ready');
    return api.json(
      503,
      operator ? { status: 'not-ready', store: 'unavailable' } : { status: 'not-ready' },
    );
  }
});
