import { EnquiryFieldset } from '@/components/enquiry/enquiry-fieldset';
import { DataNotice } from '@/components/forms/data-notice';
import { enquiryForm, enquiryResult } from '@/content/enquiry';
import { serviceChoices } from '@/content/service-names';
import { enquiryFields, type EnquiryField } from '@/lib/shared/schemas/enquiry';
import type { FormAnswer } from '@/lib/shared/http/answers';
import { AnswerDocument } from './answer-document';
import { renderPage } from './render-page';

/** The answer to the enquiry form posted without JavaScript. */
export function enquiryAnswerPage({ answer, values, nextKey }: FormAnswer): Promise<string> {
  const errors = answer.success ? {} : (answer.fieldErrors ?? {});
  const typed = Object.fromEntries(
    enquiryFields.map((name) => [name, values[name] ?? '']),
  ) as Record<EnquiryField, string>;
  return renderPage((siteName) => (
    <AnswerDocument siteName={siteName} answer={answer} texts={enquiryResult}>
      <form method="post" action="/api/enquiries">
        <EnquiryFieldset
          idPrefix="enquiry"
          defaultValues={typed}
          services={serviceChoices(typed.service)}
          errors={Object.fromEntries(
            Object.entries(errors).map(([name, message]) => [name, { message }]),
          )}
        />
        <input type="hidden" name="idempotency_key" defaultValue={nextKey} />
        <button type="submit">{enquiryForm.submit}</button>
        <DataNotice purpose="enquiry" />
      </form>
    </AnswerDocument>
  ));
}
