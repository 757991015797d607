import { submissionTexts } from '@/content/submissions';
import { env } from '@/lib/env';
import { submissionAnswer } from '@/lib/shared/http/answers';
import { withApi } from '@/lib/http/api-response';
import { MULTIPART_MAX_BYTES, readCappedBody } from '@/lib/http/body';
import { isCrossSite, isMultipart } from '@/lib/http/origin';
import { HONEYPOT_FIELD, accept, badKey, idempotencyKey, isHoneypotFilled, limitRequest } from '@/lib/submissions/accept';
import { present } from '@/lib/submissions/present';
import { missingFieldMessage } from '@/lib/shared/schemas/application';
import { parseApplicationForm } from '@/lib/uploads/application-input';

export const dynamic = 'force-dynamic';

/** POST /api/applications (multipart): the application form with its resume. */
export const POST = withApi('applications', async (request, api) => {
  if (isCrossSite(request, env.SITE_URL)) return api.json(403, { success: false, message: submissionTexts.crossSite });
  if (!isMultipart(request)) return api.json(415, { success: false, message: 'Send the application as multipart/form-data' });
  const limited = await limitRequest(request);
  if (limited) return api.json(limited.outcome.status, limited.outcome.body, limited.headers);

  const body = await readCappedBody(request, MULTIPART_MAX_BYTES);
  if (body === 'too-large') return api.json(413, { success: false, message: 'The application is too large: the resume may be at most 5 MB' });

  let form: FormData;
  try {
    form = await new Response(body as BodyInit, { headers: { 'content-type': request.headers.get('content-type')! } }).formData();
  } catch {
    return api.json(400, { success: false, message: 'The form data could not be read' });
  }

  if (isHoneypotFilled(form.get(HONEYPOT_FIELD))) {
    api.log.info({ kind: 'application' }, 'honeypot_filled');
    const { status, body } = present('application', { success: true, message: 'Application submitted successfully!' });
    return api.json(status, submissionAnswer(body, missingFieldMessage));
  }
  const parsed = await parseApplicationForm(form);
  if (!parsed.ok) return api.json(422, { success: false, message: 'Please correct the highlighted fields', fieldErrors: parsed.errors });

  const key = idempotencyKey(request, form.get('idempotency_key'));
  if (!key) return api.json(badKey.status, badKey.body);
  const { outcome, headers } = await accept(request, { kind: 'application', key, input: parsed.input }, api.log);
  return api.json(outcome.status, submissionAnswer(outcome.body, missingFieldMessage), headers);
});
