import { PlainApplicationForm } from '@/components/careers/plain-application-form';
import { applicationResult } from '@/content/application';
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
  const jobId = values.job_id;
  return renderPage(
    <AnswerDocument answer={answer} texts={applicationResult}>
      {jobId && (
        <PlainApplicationForm
          jobId={jobId}
          idPrefix="apply"
          values={typed}
          errors={errors}
          idempotencyKey={nextKey}
        />
      )}
    </AnswerDocument>,
  );
}
