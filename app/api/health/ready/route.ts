import { getStore } from '@/lib/backend/store';
import { withApi } from '@/lib/http/api-response';
import { errorSummary } from '@/lib/log';
import { withTimeout } from '@/lib/with-timeout';

export const dynamic = 'force-dynamic';

/** A readiness probe must answer before the load balancer's own timeout, database or not. */
const CHECK_TIMEOUT_MS = 2_000;

/** Readiness: the store it uses answers a read (no write per call); outbox depth by status. No secrets. */
export const GET = withApi('health.ready', async (_request, api) => {
  try {
    const store = await withTimeout(getStore(), CHECK_TIMEOUT_MS, 'the store did not open in time');
    await store.check(CHECK_TIMEOUT_MS);
    return api.json(200, {
      status: 'ready',
      store: store.kind,
      outbox: await store.outbox.depth(),
    });
  } catch (error) {
    api.log.error({ err: errorSummary(error) }, 'not_ready');
    return api.json(503, { status: 'not-ready', store: 'unavailable' });
  }
});
