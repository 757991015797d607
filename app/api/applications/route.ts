import { applicationAnswerPage } from '@/components/forms/no-js/application-answer';
import { submissionTexts } from '@/content/submissions';
import { env } from '@/lib/env';
import { withApi } from '@/lib/http/api-response';
import { MULTIPART_MAX_BYTES, readCappedBody } from '@/lib/http/body';
import { isCrossSite, isMultipart } from '@/lib/http/origin';
import {
  HONEYPOT_FIELD,
  accept,
  badKey,
  idempotencyKey,
  isHoneypotFilled,
  limitRequest,
} from '@/lib/submissions/accept';
import { present } from '@/lib/submissions/present';
import { RESUME_MAX_MB, missingFieldMessage } from '@/lib/shared/schemas/application';
import { parseApplicationForm } from '@/lib/uploads/application-input';
import { answerForm, typedValues, wantsPage, type FormOutcome } from '../_forms/answer-form';

export const dynamic = 'force-dynamic';

const refused = (status: number, message: string): FormOutcome => ({
  outcome: { status, body: { success: false, message } },
});

/**
 * POST /api/applications (multipart): the application form with its resume, from the dialog
 * (fetch, answered with JSON) or from the job page's plain form without JavaScript (answered
 * with a page that gives back everything typed but the file). Same checks either way.
 */
export const POST = withApi('applications', async (request, api) => {
  if (isCrossSite(request, env.SITE_URL))
    return api.json(403, { success: false, message: submissionTexts.crossSite });
  if (!isMultipart(request))
    return api.json(415, {
      success: false,
      message: 'Send the application as multipart/form-data',
    });
  const asPage = wantsPage(request);
  const answer = (outcome: FormOutcome, values: Record<string, string> = {}) =>
    answerForm(
      api,
      outcome,
      missingFieldMessage,
      asPage ? { render: applicationAnswerPage, values } : undefined,
    );

  const limited = await limitRequest(request);
  if (limited) return answer(limited);

  const body = await readCappedBody(request, MULTIPART_MAX_BYTES);
  if (body === 'too-large')
    return answer(
      refused(413, `The application is too large: the resume may be at most ${RESUME_MAX_MB} MB`),
    );

  let form: FormData;
  try {
    form = await new Response(body as BodyInit, {
      headers: { 'content-type': request.headers.get('content-type')! },
    }).formData();
  } catch {
    return answer(refused(400, 'The form data could not be read'));
  }
  const values = typedValues(form);

  if (isHoneypotFilled(form.get(HONEYPOT_FIELD))) {
    api.log.info({ kind: 'application' }, 'honeypot_filled');
    return answer({
      outcome: present('application', {
        success: true,
        message: 'Application submitted successfully!',
      }),
    });
  }
  const parsed = await parseApplicationForm(form);
  if (!parsed.ok) {
    return answer(
      {
        outcome: {
          status: 422,
          body: {
            success: false,
            message: 'Please correct the highlighted fields',
            fieldErrors: parsed.errors,
          },
        },
      },
      values,
    );
  }
  const key = idempotencyKey(request, form.get('idempotency_key'));
  if (!key) return answer({ outcome: badKey }, values);
  return answer(
    await accept(request, { kind: 'application', key, input: parsed.input }, api.log),
    values,
  );
});
