import { PlainApplicationForm } from '@/components/careers/plain-application-form';
import { applicationResult, resumeAutofill } from '@/content/application';
import { ApplicationReceipt } from '@/components/careers/application-receipt';
import { receiptSummary } from '@/lib/shared/receipt-summary';
import {
  applicationLabels,
  formFieldFor,
  type ApplicationField,
} from '@/lib/shared/schemas/application';
import type { FormAnswer } from '@/lib/shared/http/answers';
import { AnswerDocument } from './answer-document';
import { renderPage } from './render-page';

const typedFields = Object.keys(applicationLabels).filter(
  (name) => name !== 'resume',
) as ApplicationField[];

/**
 * The answer to the application form posted without JavaScript: on failure the form again with
 * everything typed but the file (a browser never lets a page fill in a file input).
 */
export function applicationAnswerPage({ answer, values, nextKey }: FormAnswer): Promise<string> {
  const errors: Partial<Record<ApplicationField, { message: string }>> = {};
  for (const [name, message] of Object.entries((!answer.success && answer.fieldErrors) || {})) {
    const field = formFieldFor(name);
    if (field) errors[field] ??= { message };
  }
  const typed = Object.fromEntries(typedFields.map((name) => [name, values[name] ?? '']));
  const filled = new Set(
    (values.autofilled ?? '').split(',').filter((name) => name in applicationLabels),
  ) as Set<ApplicationField>;
  const jobId = values.job_id;
  const receipt = answer.success ? answer.receipt : undefined;
  return renderPage((siteName) => (
    <AnswerDocument
      siteName={siteName}
      answer={answer}
      texts={applicationResult}
      done={
        receipt && (
          <ApplicationReceipt
            receipt={{
              rows: receiptSummary({ ...values, resume: {} }, receipt),
              statusPath: receipt.statusPath,
            }}
          />
        )
      }
    >
      {jobId && (
        <>
          {filled.size > 0 && <p role="status">{resumeAutofill.filled(filled.size)}</p>}
          <PlainApplicationForm
            jobId={jobId}
            idPrefix="apply"
            values={typed}
            errors={errors}
            filled={filled}
            idempotencyKey={nextKey}
          />
        </>
      )}
    </AnswerDocument>
  ));
}
