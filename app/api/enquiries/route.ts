import { enquiryAnswerPage } from '@/components/forms/no-js/enquiry-answer';
import { enquiryForm } from '@/content/enquiry';
import { submissionTexts } from '@/content/submissions';
import { env } from '@/lib/env';
import { withApi, type ApiContext } from '@/lib/http/api-response';
import { JSON_MAX_BYTES, readCappedText } from '@/lib/http/body';
import { isCrossSite, mediaType } from '@/lib/http/origin';
import {
  enquiryFields,
  enquirySchema,
  fieldErrors,
  type EnquiryField,
} from '@/lib/shared/schemas/enquiry';
import { missingFieldMessage } from '@/lib/shared/schemas/application';
import {
  HONEYPOT_FIELD,
  accept,
  badKey,
  idempotencyKey,
  isHoneypotFilled,
  limitRequest,
} from '@/lib/submissions/accept';
import { present } from '@/lib/submissions/present';
import { answerForm, typedValues, type FormOutcome } from '../_forms/answer-form';

export const dynamic = 'force-dynamic';

const requiredMessage = (field: string) =>
  (enquiryFields as string[]).includes(field)
    ? `${enquiryForm.labels[field as EnquiryField]} is required`
    : missingFieldMessage(field);

async function submit(
  request: Request,
  values: Record<string, unknown>,
  api: ApiContext,
): Promise<FormOutcome> {
  if (isHoneypotFilled(values[HONEYPOT_FIELD])) {
    api.log.info({ kind: 'enquiry' }, 'honeypot_filled');
    return { outcome: present('enquiry', { success: true, message: '' }) };
  }
  const parsed = enquirySchema.safeParse(values);
  if (!parsed.success) {
    const body = {
      success: false,
      message: 'Please correct the highlighted fields.',
      fieldErrors: fieldErrors(parsed.error),
    };
    return { outcome: { status: 422, body } };
  }
  const key = idempotencyKey(request, values.idempotency_key);
  if (!key) return { outcome: badKey };
  return accept(request, { kind: 'enquiry', key, input: parsed.data }, api.log);
}

/**
 * Enquiries from the form (fetch, JSON) and from the same form with JavaScript off (a plain
 * urlencoded POST, answered with a page saying what happened and the form refilled).
 */
export const POST = withApi('enquiries', async (request, api) => {
  if (isCrossSite(request, env.SITE_URL))
    return api.json(403, { success: false, message: submissionTexts.crossSite });

  const type = mediaType(request);
  const isForm = type === 'application/x-www-form-urlencoded';
  if (type !== 'application/json' && !isForm) {
    return api.json(415, { success: false, message: 'Send the enquiry as application/json.' });
  }
  const limited = await limitRequest(request);
  if (limited)
    return answerForm(
      api,
      limited,
      requiredMessage,
      isForm ? { render: enquiryAnswerPage, values: {} } : undefined,
    );
  const text = await readCappedText(request, JSON_MAX_BYTES);
  if (text === 'too-large')
    return api.json(413, { success: false, message: 'The enquiry is too large.' });

  if (isForm) {
    const values = typedValues(new URLSearchParams(text));
    return answerForm(api, await submit(request, values, api), requiredMessage, {
      render: enquiryAnswerPage,
      values,
    });
  }
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return api.json(400, { success: false, message: 'The request body is not valid JSON.' });
  }
  const values =
    input && typeof input === 'object' && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : { input };
  return answerForm(api, await submit(request, values, api), requiredMessage);
});
