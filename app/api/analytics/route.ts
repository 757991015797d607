import { analyticsProvider } from '@/lib/analytics/provider';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

/**
 * GET /api/analytics: the configured provider ({ provider: null } when none is). Pages are
 * pre-rendered, so the browser asks for it, and only once the visitor consents to analytics.
 */
export function GET() {
  return Response.json(
    { provider: analyticsProvider(env) },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  );
}
