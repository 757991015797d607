import { env } from '@/lib/env';
import { withApi } from '@/lib/http/api-response';
import { readCappedText } from '@/lib/http/body';
import { isCrossSite, mediaType } from '@/lib/http/origin';
import { consumeVitals } from '@/lib/rate-limit';
import { VITALS_MAX_BYTES, vitalsBeaconSchema } from '@/lib/shared/schemas/vitals';
import { beaconProblem } from '@/lib/vitals/admit';
import { recordVital } from '@/lib/vitals/record';

export const dynamic = 'force-dynamic';

// navigator.sendBeacon sends a string as text/plain (no preflight); JSON is accepted too.
const BEACON_TYPES = new Set(['text/plain', 'application/json']);

/**
 * Field Core Web Vitals from visitors' browsers (components/vitals). No cookie is read or set
 * and nothing identifies the visitor: the beacon is reduced to counts (lib/vitals/record.ts).
 * 204 when taken (kept, sampled out, or dropped over the day's cap), 4xx with a message otherwise.
 */
export const POST = withApi('vitals', async (request, api) => {
  if (isCrossSite(request, env.SITE_URL))
    return api.json(403, { success: false, message: 'Cross-site beacons are not accepted.' });
  if (!BEACON_TYPES.has(mediaType(request)))
    return api.json(415, {
      success: false,
      message: 'Send the beacon as JSON (text/plain or application/json).',
    });
  const wait = await consumeVitals(request);
  if (wait !== null)
    return api.json(
      429,
      { success: false, message: 'Too many beacons. Please wait.' },
      { 'Retry-After': String(wait) },
    );

  const text = await readCappedText(request, VITALS_MAX_BYTES);
  if (text === 'too-large')
    return api.json(413, {
      success: false,
      message: `The beacon is larger than ${VITALS_MAX_BYTES} bytes.`,
    });
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return api.json(400, { success: false, message: 'The beacon is not valid JSON.' });
  }
  const parsed = vitalsBeaconSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'beacon'}: ${issue.message}`)
      .join('; ');
    return api.json(400, {
      success: false,
      message: `The beacon is not a web vital of this site (${problems}).`,
    });
  }
  const problem = await beaconProblem(parsed.data);
  if (problem)
    return api.json(400, {
      success: false,
      message: `The beacon is not a web vital of this site (${problem}).`,
    });
  await recordVital(parsed.data);
  return new Response(null, {
    status: 204,
    headers: { 'Cache-Control': 'no-store', 'X-Request-Id': api.requestId },
  });
});
