import { applicationForm } from '@/content/application';
import type { ApplicationField } from '@/lib/shared/schemas/application';
import { ApplicationFieldset } from './application-fieldset';

type Props = {
  jobId: string;
  idPrefix: string;
  /** What the candidate typed, given back after a refusal (never the file). */
  values?: Partial<Record<ApplicationField, string>>;
  errors?: Partial<Record<ApplicationField, { message?: string }>>;
  /** Fields the server filled from the posted resume. */
  filled?: ReadonlySet<ApplicationField>;
  /** A fresh Idempotency-Key for a form given back; a pre-rendered page has none (the server makes one). */
  idempotencyKey?: string;
};

/**
 * The application form as plain HTML: a multipart post to the route, which answers with a page.
 * It works without JavaScript (and before it has loaded), with the browser's own checks first.
 */
export function PlainApplicationForm({
  jobId,
  idPrefix,
  values,
  errors,
  filled,
  idempotencyKey,
}: Props) {
  return (
    <form
      action="/api/applications"
      method="post"
      encType="multipart/form-data"
      className="mt-6 space-y-8"
    >
      <input type="hidden" name="job_id" defaultValue={jobId} />
      {idempotencyKey && (
        <input type="hidden" name="idempotency_key" defaultValue={idempotencyKey} />
      )}
      <ApplicationFieldset
        idPrefix={idPrefix}
        defaultValues={values}
        errors={errors}
        filled={filled}
      />
      <button type="submit" className="btn-primary w-full sm:w-auto">
        {applicationForm.submit}
      </button>
    </form>
  );
}
