import { NextResponse } from 'next/server';
import { enquiryForm } from '@/content/enquiry';
import { BackendError, getBackend } from '@/lib/backend';
import { env } from '@/lib/env';
import { enquirySchema, fieldErrors, type EnquiryField } from '@/lib/schemas/enquiry';
import { noJsResultPage, type NoJsOutcome } from './no-js-page';
import { readCappedText } from './read-body';

const MAX_BODY_BYTES = 32 * 1024;

type Outcome = { status: number; body: { success: boolean; message: string; fieldErrors?: Partial<Record<EnquiryField, string>>; missingFields?: string[] } };

const json = ({ status, body }: Outcome) => NextResponse.json(body, { status });

/** Browsers say where a request comes from; only our own pages may post here. */
function crossSite(request: Request): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return origin === 'null';
  const allowed = new Set([new URL(env.SITE_URL).origin, new URL(request.url).origin]);
  return !allowed.has(origin);
}

async function submit(input: unknown): Promise<Outcome> {
  const parsed = enquirySchema.safeParse(input);
  if (!parsed.success) {
    return { status: 422, body: { success: false, message: 'Please correct the highlighted fields.', fieldErrors: fieldErrors(parsed.error) } };
  }
  try {
    const result = await getBackend().submitEnquiry(parsed.data);
    if (result.success) return { status: 200, body: { success: true, message: enquiryForm.success } };
    return { status: 422, body: { success: false, message: result.message, missingFields: result.missingFields } };
  } catch (error) {
    // Only an upstream failure reaches here: 504 no answer in time, 503 unreachable, 502 bad answer.
    const kind = error instanceof BackendError ? error.kind : 'network';
    const status = kind === 'timeout' ? 504 : kind === 'network' ? 503 : 502;
    if (!(error instanceof BackendError)) console.error(JSON.stringify({ level: 'error', msg: 'enquiry_store_failure', reason: String(error).slice(0, 200) }));
    return { status, body: { success: false, message: enquiryForm.failure } };
  }
}

function noJs(outcome: Outcome, values: Record<string, string>): Response {
  const result: NoJsOutcome = { ...outcome.body, values };
  return new Response(noJsResultPage(result), {
    status: outcome.status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * Enquiries from the form (fetch, JSON) and from the same form with JavaScript off (a plain
 * urlencoded POST, answered with a page saying what happened and the form refilled).
 */
export async function POST(request: Request): Promise<Response> {
  if (crossSite(request)) return json({ status: 403, body: { success: false, message: 'Cross-site requests are not accepted.' } });

  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const isForm = type === 'application/x-www-form-urlencoded';
  if (type !== 'application/json' && !isForm) {
    return json({ status: 415, body: { success: false, message: 'Send the enquiry as application/json.' } });
  }

  const text = await readCappedText(request, MAX_BODY_BYTES);
  if (text === null) return json({ status: 413, body: { success: false, message: 'The enquiry is too large.' } });

  if (isForm) {
    const values = Object.fromEntries(new URLSearchParams(text));
    return noJs(await submit(values), values);
  }
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return json({ status: 400, body: { success: false, message: 'The request body is not valid JSON.' } });
  }
  return json(await submit(input));
}
