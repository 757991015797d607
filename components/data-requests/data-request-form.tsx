import { DataNotice } from '@/components/forms/data-notice';
import { Field } from '@/components/forms/field';
import { Honeypot } from '@/components/forms/honeypot';
import { dataRequestPage as text, dataRequestTypes } from '@/content/data-protection';
import type { DataRequestField } from '@/lib/shared/schemas/data-request';
import { formatExample } from '@/content/field-formats';

type Props = {
  idPrefix: string;
  /** What the person typed, given back after a refusal. */
  values?: Partial<Record<DataRequestField, string>>;
  errors?: Partial<Record<string, string>>;
  /** A fresh Idempotency-Key for a form given back; the page's own form has none (the server makes one). */
  idempotencyKey?: string;
};

/**
 * The data-principal request form as plain HTML: a urlencoded post to its route, answered with
 * a page (works the same with or without JavaScript).
 */
export function DataRequestForm({ idPrefix, values = {}, errors = {}, idempotencyKey }: Props) {
  const field = (name: DataRequestField, required = true) => ({
    name,
    idPrefix,
    label: text.labels[name],
    required,
    error: errors[name],
  });
  return (
    <form method="post" action="/api/data-requests" className="grid gap-5">
      {idempotencyKey && (
        <input type="hidden" name="idempotency_key" defaultValue={idempotencyKey} />
      )}
      <Field {...field('full_name')}>
        {(control) => (
          <input {...control} type="text" autoComplete="name" defaultValue={values.full_name} />
        )}
      </Field>
      <Field {...field('email')} hint={formatExample('email')}>
        {(control) => (
          <input {...control} type="email" autoComplete="email" defaultValue={values.email} />
        )}
      </Field>
      <Field {...field('request_type')}>
        {(control) => (
          <select {...control} defaultValue={values.request_type ?? ''}>
            <option value="">{text.typePrompt}</option>
            {Object.entries(dataRequestTypes).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field {...field('details', false)} hint={text.detailsHint}>
        {(control) => (
          <textarea {...control} rows={5} maxLength={5000} defaultValue={values.details} />
        )}
      </Field>
      <Honeypot idPrefix={idPrefix} />
      <DataNotice purpose="dataRequest" />
      <div>
        <button type="submit" className="btn-primary w-full sm:w-auto">
          {text.submit}
        </button>
      </div>
    </form>
  );
}
