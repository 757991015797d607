import { enquiryAnswerPage } from '@/components/forms/no-js/enquiry-answer';
import { enquiryForm } from '@/content/enquiry';
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

export const dynamic = 'force-dynamic';

/**
 * POST /api/enquiries: the enquiry form from its fetch (JSON) or posted by the browser without
 * JavaScript (urlencoded, answered with a page); stored, then delivered to the contact endpoint.
 */
export const POST = formRoute<EnquiryValues>({
  route: 'enquiries',
  encodings: ['json', 'urlencoded'],
  maxBytes: JSON_MAX_BYTES,
  texts: { tooLarge: enquiryForm.tooLarge, sent: enquiryForm.success },
  parse: parseWith(enquirySchema),
  store: ({ request, key, input, log }) => accept(request, { kind: 'enquiry', key, input }, log),
  requiredMessage: (field) =>
    (enquiryFields as string[]).includes(field)
      ? fieldTexts.required(enquiryForm.labels[field as EnquiryField])
      : missingFieldMessage(field),
  page: enquiryAnswerPage,
});
