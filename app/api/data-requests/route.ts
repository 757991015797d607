import { dataRequestAnswerPage } from '@/components/forms/no-js/data-request-answer';
import { dataRequestPage } from '@/content/data-protection';
import { fieldTexts } from '@/content/submissions';
import { submitDataRequest } from '@/lib/data-requests';
import { formRoute } from '@/lib/forms/route';
import { parseWith } from '@/lib/forms/schema';
import { JSON_MAX_BYTES } from '@/lib/http/body';
import { dataRequestSchema, type DataRequest } from '@/lib/shared/schemas/data-request';

export const dynamic = 'force-dynamic';

/**
 * POST /api/data-requests: a data principal asks for access, correction or erasure, or withdraws
 * talent-pool consent; kept and delivered like an enquiry, acknowledged with a reference number.
 */
export const POST = formRoute<DataRequest>({
  route: 'data-requests',
  encodings: ['json', 'urlencoded'],
  maxBytes: JSON_MAX_BYTES,
  texts: { tooLarge: dataRequestPage.tooLarge, sent: dataRequestPage.result.successHeading },
  parse: parseWith(dataRequestSchema),
  store: (submission) => submitDataRequest(submission),
  requiredMessage: (field) =>
    fieldTexts.required(
      dataRequestPage.labels[field as keyof typeof dataRequestPage.labels] ?? field,
    ),
  page: dataRequestAnswerPage,
});
