import { NextResponse } from 'next/server';
import { getBackend } from '@/lib/backend';
import { BackendError } from '@/lib/backend/types';
import { env } from '@/lib/env';
import { parseApplicationForm } from '@/lib/uploads/application-input';
import { isCrossSite, isMultipart, readCappedBody } from '@/lib/uploads/request-guards';

export const dynamic = 'force-dynamic';

const FAILED = 'Failed to submit application';

function reply(status: number, body: Record<string, unknown>) {
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** Upstream trouble in HTTP terms: no answer in time 504, no answer 503, a bad answer 502. */
function upstreamStatus(error: BackendError): 502 | 503 | 504 {
  if (error.kind === 'timeout') return 504;
  return error.kind === 'network' ? 503 : 502;
}

/** POST /api/applications (multipart): the application form with its resume. */
export async function POST(request: Request) {
  if (isCrossSite(request, env.SITE_URL)) return reply(403, { success: false, message: 'Cross-site requests are not allowed' });
  if (!isMultipart(request)) return reply(415, { success: false, message: 'Send the application as multipart/form-data' });

  const body = await readCappedBody(request);
  if (body === 'too-large') return reply(413, { success: false, message: 'The application is too large: the resume may be at most 5 MB' });

  let form: FormData;
  try {
    form = await new Response(body as BodyInit, { headers: { 'content-type': request.headers.get('content-type')! } }).formData();
  } catch {
    return reply(400, { success: false, message: 'The form data could not be read' });
  }

  const parsed = await parseApplicationForm(form);
  if (!parsed.ok) return reply(422, { success: false, message: 'Please correct the highlighted fields', errors: parsed.errors });

  try {
    const result = await getBackend().submitApplication(parsed.input);
    if (result.success) return reply(200, { success: true, message: result.message });
    return reply(422, { success: false, message: result.message || FAILED, missingFields: result.missingFields });
  } catch (error) {
    console.error('applications: backend failed', error);
    if (error instanceof BackendError) return reply(upstreamStatus(error), { success: false, message: FAILED });
    return reply(500, { success: false, message: FAILED });
  }
}
