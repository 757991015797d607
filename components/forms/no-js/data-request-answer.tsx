import { DataRequestForm } from '@/components/data-requests/data-request-form';
import { dataRequestPage } from '@/content/data-protection';
import type { FormAnswer } from '@/lib/shared/http/answers';
import { dataRequestFields } from '@/lib/shared/schemas/data-request';
import { AnswerDocument } from './answer-document';
import { renderPage } from './render-page';

/** The answer to a data-principal request: its reference number, or the form again with what was typed. */
export function dataRequestAnswerPage({ answer, values, nextKey }: FormAnswer): Promise<string> {
  const typed = Object.fromEntries(dataRequestFields.map((name) => [name, values[name] ?? '']));
  return renderPage((siteName) => (
    <AnswerDocument siteName={siteName} answer={answer} texts={dataRequestPage.result}>
      <DataRequestForm
        idPrefix="data-request"
        values={typed}
        errors={answer.success ? {} : (answer.fieldErrors ?? {})}
        idempotencyKey={nextKey}
      />
    </AnswerDocument>
  ));
}
