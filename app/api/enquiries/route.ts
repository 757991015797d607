import { enquiryAnswerPage } from '@/components/forms/no-js/enquiry-answer';
import { enquiryForm, enquiryServices } from '@/content/enquiry';
import { fieldTexts } from '@/content/submissions';
import { JSON_MAX_BYTES } from '@/lib/http/body';
import { formRoute } from '@/lib/forms/route';
import { parseWith } from '@/lib/forms/schema';
import { missingFieldMessage } from '@/lib/shared/schemas/application';
import {
  enquiryFields,
  enquirySchema,
  type EnquiryField,
  type EnquiryValues,
} from '@/lib/shared/schemas/enquiry';
import { accept } from '@/lib/submissions/accept';
import { listServices } from '@/lib/cms/content';
import { errorSummary, log } from '@/lib/log';
import type { PostedValues } from '@/lib/forms/posted';

export const dynamic = 'force-dynamic';

const general: readonly string[] = enquiryServices;

/**
 * Whether the enquiry names a service the site offers: one of the form's general choices or a
 * published service's name. While the services cannot be read the enquiry is taken as it is: a
 * lead is never lost to the CMS.
 */
async function offered(service: string): Promise<boolean> {
  if (general.includes(service)) return true;
  try {
    return (await listServices()).some((page) => page.enquiryName === service);
  } catch (error) {
    log.error({ err: errorSummary(error) }, 'enquiry_services_unavailable');
    return true;
  }
}

async function parse(values: PostedValues) {
  const parsed = parseWith(enquirySchema)(values);
  if (!parsed.ok || (await offered(parsed.input.service))) return parsed;
  return { ok: false as const, fieldErrors: { service: enquiryForm.messages.service } };
}

/**
 * POST /api/enquiries: the enquiry form from its fetch (JSON) or posted by the browser without
 * JavaScript (urlencoded, answered with a page); stored, then delivered to the contact endpoint.
 */
export const POST = formRoute<EnquiryValues>({
  route: 'enquiries',
  encodings: ['json', 'urlencoded'],
  maxBytes: JSON_MAX_BYTES,
  texts: { tooLarge: enquiryForm.tooLarge, sent: enquiryForm.success },
  parse,
  store: ({ request, key, input, log }) => accept(request, { kind: 'enquiry', key, input }, log),
  requiredMessage: (field) =>
    (enquiryFields as string[]).includes(field)
      ? fieldTexts.required(enquiryForm.labels[field as EnquiryField])
      : missingFieldMessage(field),
  page: enquiryAnswerPage,
});
