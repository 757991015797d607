import { company } from '@/content/company';
import { enquiryForm, enquiryResult } from '@/content/enquiry';
import { serviceChoices } from '@/content/service-names';
import type { SubmissionAnswer } from '@/lib/shared/http/answers';
import { enquiryFields, type EnquiryField } from '@/lib/shared/schemas/enquiry';

export type NoJsOutcome = {
  answer: SubmissionAnswer;
  values: Record<string, string>;
  /** A fresh Idempotency-Key for the refilled form: the posted one may already be used. */
  nextKey: string;
};

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function field(name: EnquiryField, value: string, error: string | undefined): string {
  const label = `<label for="${name}">${escape(enquiryForm.labels[name])}</label>`;
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  const hint = error ? `<p class="error" id="${name}-error">${escape(error)}</p>` : '';
  const attrs = `id="${name}" name="${name}" required${described}`;
  if (name === 'message') return `${label}<textarea ${attrs} rows="5">${escape(value)}</textarea>${hint}`;
  if (name === 'service') {
    const options = serviceChoices(value)
      .map((service) => `<option${service === value ? ' selected' : ''}>${escape(service)}</option>`)
      .join('');
    return `${label}<select ${attrs}><option value="">${escape(enquiryForm.servicePrompt)}</option>${options}</select>${hint}`;
  }
  const type = name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text';
  const autocomplete = { full_name: 'name', email: 'email', phone: 'tel', subject: 'off' }[name as string] ?? 'off';
  return `${label}<input ${attrs} type="${type}" autocomplete="${autocomplete}" value="${escape(value)}">${hint}`;
}

/**
 * The page a visitor without JavaScript gets after posting the enquiry form: what happened
 * and, on failure, the form again with everything they typed.
 */
export function noJsResultPage({ answer, values, nextKey }: NoJsOutcome): string {
  const heading = answer.success ? enquiryResult.successHeading : enquiryResult.errorHeading;
  const errors: Partial<Record<string, string>> = (!answer.success && answer.fieldErrors) || {};
  const form = answer.success
    ? ''
    : `<form method="post" action="/api/enquiries">${enquiryFields
        .map((name) => field(name, values[name] ?? '', errors[name]))
        .join('')}<input type="hidden" name="idempotency_key" value="${escape(nextKey)}"><button type="submit">${escape(enquiryForm.submit)}</button></form>`;
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(heading)} | ${escape(company.name)}</title><style>
body{font-family:system-ui,sans-serif;color:#0f172a;max-width:40rem;margin:0 auto;padding:2rem 1rem;line-height:1.5}
h1{font-size:1.75rem}label{display:block;font-weight:600;margin-top:1rem}
input,select,textarea{display:block;width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #64748b;border-radius:.5rem;font:inherit}
button{margin-top:1.5rem;padding:.75rem 1.5rem;border:0;border-radius:.5rem;background:#6d28d9;color:#fff;font:inherit;font-weight:600}
.error{color:#b91c1c;margin:.25rem 0 0}.status{padding:1rem;border-radius:.5rem;background:${answer.success ? '#ecfdf5' : '#fef2f2'}}
a{color:#6d28d9}</style></head><body><main><h1>${escape(heading)}</h1>
<p class="status" role="${answer.success ? 'status' : 'alert'}">${escape(answer.message)}</p>
${Object.keys(errors).length ? `<p>${escape(enquiryResult.invalidIntro)}</p>` : ''}${form}
<p><a href="/">${escape(enquiryResult.backHome)}</a> · <a href="/contact">${escape(enquiryResult.backToContact)}</a></p></main></body></html>`;
}
