import { AnswerDocument } from '@/components/forms/no-js/answer-document';
import { renderPage } from '@/components/forms/no-js/render-page';
import { jobAlerts } from '@/content/job-alerts';
import type { FormAnswer } from '@/lib/shared/http/answers';
import { JOB_ALERTS_ACTION, JobAlertFields } from './job-alert-fields';

/** The answer to the job-alert form (a plain post, with or without JavaScript). */
export function jobAlertAnswerPage({ answer, values }: FormAnswer): Promise<string> {
  const errors = answer.success ? {} : (answer.fieldErrors ?? {});
  return renderPage((siteName) => (
    <AnswerDocument siteName={siteName} answer={answer} texts={jobAlerts.answer}>
      <form method="post" action={JOB_ALERTS_ACTION}>
        <JobAlertFields
          idPrefix="job-alert"
          locations={[]}
          types={[]}
          defaults={values}
          errors={errors}
        />
        <button type="submit">{jobAlerts.submit}</button>
      </form>
    </AnswerDocument>
  ));
}
