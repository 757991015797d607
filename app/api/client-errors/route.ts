import { RateLimiterMemory } from 'rate-limiter-flexible';
import { env } from '@/lib/env';
import { clientErrorSchema, REPORT_MAX_BYTES } from '@/lib/client-errors/report';
import { withApi, type ApiContext } from '@/lib/http/api-response';
import { readCappedText } from '@/lib/http/body';
import { isCrossSite, mediaType } from '@/lib/http/origin';
import { clientKey, take } from '@/lib/rate-limit';

export const dynamic = 'force-dynamic';

/**
 * Per client first (before the body is read), then per error (the same report from many clients
 * is one flood), then for everyone together: a broken release or a flood of one report must not
 * fill the log, nor use up the room other errors need to be seen.
 */
const perClient = new RateLimiterMemory({ keyPrefix: 'client-errors', points: 10, duration: 60 });
const perError = new RateLimiterMemory({
  keyPrefix: 'client-errors-same',
  points: 30,
  duration: 60,
});
const everyone = new RateLimiterMemory({
  keyPrefix: 'client-errors-all',
  points: 300,
  duration: 60,
});

const tooMany = (api: ApiContext) =>
  api.json(429, { error: 'too many reports' }, { 'Retry-After': '60' });

/**
 * POST /api/client-errors: what the browser's uncaught errors and the error boundaries
 * caught, as one log line each ('client_error'), scrubbed of personal data. 204 when logged.
 */
export const POST = withApi('client-errors', async (request, api) => {
  if (isCrossSite(request, env.SITE_URL)) return api.json(403, { error: 'cross-site' });
  if (mediaType(request) !== 'application/json')
    return api.json(415, { error: 'expected application/json' });
  if ((await take(perClient, clientKey(request))) !== null) return tooMany(api);
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
  const { kind, name, message } = parsed.data;
  if (
    (await take(perError, JSON.stringify([kind, name, message]))) !== null ||
    (await take(everyone, 'site')) !== null
  )
    return tooMany(api);
  api.log.error({ report: parsed.data }, 'client_error');
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
