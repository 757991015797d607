import type { DrainAnswer } from '@/lib/shared/http/answers';
import { withApi } from '@/lib/http/api-response';
import { hasCronSecret } from '@/lib/http/cron-secret';
import { drainOutbox } from '@/lib/submissions';

export const dynamic = 'force-dynamic';
/** Vercel stops a function after this many seconds; the drain stops claiming well before. */
export const maxDuration = 60;
/**
 * Each call also tries every held submission not tried for this long, however long its backoff:
 * with the drain scheduled every 15 minutes (Vercel Pro), a submission held during an admin API
 * outage is delivered within 15 minutes of its recovery.
 */
const CATCH_UP_AFTER_MS = 15 * 60_000;

/**
 * GET /api/outbox/drain with `Authorization: Bearer $CRON_SECRET` (what Vercel Cron sends):
 * delivers due submissions and applies retention (CRON_SECRET_PREVIOUS too, during a rotation).
 * 401 otherwise, also when CRON_SECRET is unset.
 */
export const GET = withApi('outbox.drain', async (request, api) => {
  if (!hasCronSecret(request)) {
    return api.json(401, {
      success: false,
      message: 'A valid bearer token is required.',
    } satisfies DrainAnswer);
  }
  const { tried, purged } = await drainOutbox({
    limit: 100,
    budgetMs: 40_000,
    catchUpAfterMs: CATCH_UP_AFTER_MS,
  });
  return api.json(200, { success: true, tried, purged } satisfies DrainAnswer);
});
