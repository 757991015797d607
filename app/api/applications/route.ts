import { applicationAnswerPage } from '@/components/forms/no-js/application-answer';
import { applicationForm } from '@/content/application';
import type { ApplicationInput } from '@/lib/backend/types';
import { MULTIPART_MAX_BYTES } from '@/lib/http/body';
import { formRoute } from '@/lib/forms/route';
import { missingFieldMessage } from '@/lib/shared/schemas/application';
import { accept } from '@/lib/submissions/accept';
import { receiptFor } from '@/lib/submissions/receipt';
import { parseApplication } from '@/lib/uploads/application-input';

export const dynamic = 'force-dynamic';

/**
 * POST /api/applications (multipart): the application with its resume, from the dialog's fetch
 * or from the job page's plain form without JavaScript (answered with a page that gives back
 * everything typed but the file); stored with the resume, then delivered to the admin API.
 */
export const POST = formRoute<ApplicationInput>({
  route: 'applications',
  encodings: ['multipart'],
  maxBytes: MULTIPART_MAX_BYTES,
  texts: { tooLarge: applicationForm.tooLarge, sent: applicationForm.success },
  parse: parseApplication,
  async store({ request, key, input, log }) {
    const answer = await accept(request, { kind: 'application', key, input }, log);
    const { record, outcome } = answer;
    if (!record || !outcome.body.success) return answer;
    const receipt = await receiptFor(input, record, { isNew: !record.replayed, log });
    return { ...answer, outcome: { ...outcome, body: { ...outcome.body, receipt } } };
  },
  requiredMessage: missingFieldMessage,
  page: applicationAnswerPage,
});
