import { RateLimiterMemory } from 'rate-limiter-flexible';
import { env } from '@/lib/env';
import { clientErrorSchema, REPORT_MAX_BYTES } from '@/lib/client-errors/report';
import { withApi } from '@/lib/http/api-response';
import { readCappedText } from '@/lib/http/body';
import { isCrossSite, mediaType } from '@/lib/http/origin';
import { clientKey } from '@/lib/rate-limit';

export const dynamic = 'force-dynamic';

/** Per client, and for everyone together: a broken release must not flood the log. */
const perClient = new RateLimiterMemory({ keyPrefix: 'client-errors', points: 10, duration: 60 });
const everyone = new RateLimiterMemory({
  keyPrefix: 'client-errors-all',
  points: 300,
  duration: 60,
});

const allowed = async (key: string) => {
  try {
    await perClient.consume(key);
    await everyone.consume('site');
    return true;
  } catch {
    return false;
  }
};

/**
 * POST /api/client-errors: what the browser's uncaught errors and the error boundaries
 * caught, as one log line each ('client_error'), scrubbed of personal data. 204 when logged.
 */
export const POST = withApi('client-errors', async (request, api) => {
  if (isCrossSite(request, env.SITE_URL)) return api.json(403, { error: 'cross-site' });
  if (mediaType(request) !== 'application/json')
    return api.json(415, { error: 'expected application/json' });
  if (!(await allowed(clientKey(request))))
    return api.json(429, { error: 'too many reports' }, { 'Retry-After': '60' });
  const text = await readCappedText(request, REPORT_MAX_BYTES);
  if (text === 'too-large') return api.json(413, { error: `at most ${REPORT_MAX_BYTES} bytes` });
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return api.json(400, { error: 'not JSON' });
  }
  const parsed = clientErrorSchema.safeParse(input);
  if (!parsed.success)
    return api.json(422, {
      error: 'not an error report',
      fields: parsed.error.issues.map((issue) => issue.path.join('.')),
    });
  api.log.error({ report: parsed.data }, 'client_error');
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
