import { env } from '@/lib/env';
import type { DrainAnswer } from '@/lib/shared/http/answers';
import { withApi } from '@/lib/http/api-response';
import { hasBearer } from '@/lib/http/bearer';
import { drainOutbox } from '@/lib/submissions';

export const dynamic = 'force-dynamic';
/** Vercel stops a function after this many seconds; the drain stops claiming well before. */
export const maxDuration = 60;

/**
 * GET /api/outbox/drain with `Authorization: Bearer $CRON_SECRET` (what Vercel Cron sends):
 * delivers due submissions and applies retention. 401 otherwise, also when CRON_SECRET is unset.
 */
export const GET = withApi('outbox.drain', async (request, api) => {
  if (!hasBearer(request, env.CRON_SECRET)) {
    return api.json(401, {
      success: false,
      message: 'A valid bearer token is required.',
    } satisfies DrainAnswer);
  }
  const { tried, purged } = await drainOutbox({ limit: 100, budgetMs: 40_000 });
  return api.json(200, { success: true, tried, purged } satisfies DrainAnswer);
});
