import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { DataNotice } from '@/components/forms/data-notice';
import { Field } from '@/components/forms/field';
import { Honeypot } from '@/components/forms/honeypot';
import {
  applicationForm as text,
  applicationLabels as labels,
  resumeAutofill,
} from '@/content/application';
import { talentPool } from '@/content/data-protection';
import { formatExample } from '@/content/field-formats';
import type { ApplicationField, ApplicationFormValues } from '@/lib/shared/schemas/application';

type TextField = {
  name: ApplicationField;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  /** The example under the field, when its type's (content/field-formats.ts) would mislead. */
  hint?: string;
  extra?: object;
};

const groups: { legend: string; fields: TextField[] }[] = [
  {
    legend: text.legends.personal,
    fields: [
      { name: 'first_name', autoComplete: 'given-name', required: true },
      { name: 'last_name', autoComplete: 'family-name', required: true },
      { name: 'email', type: 'email', autoComplete: 'email', required: true },
      { name: 'phone', type: 'tel', autoComplete: 'tel', required: true },
    ],
  },
  {
    legend: text.legends.professional,
    fields: [
      {
        name: 'experience_years',
        type: 'number',
        required: true,
        extra: { min: 0, max: 50, step: 'any', inputMode: 'decimal' },
      },
      { name: 'current_company', autoComplete: 'organization' },
      { name: 'expected_salary' },
      { name: 'notice_period' },
    ],
  },
  {
    legend: text.legends.online,
    fields: [
      {
        name: 'linkedin_url',
        type: 'url',
        autoComplete: 'url',
        extra: { placeholder: text.placeholders.linkedin_url },
      },
      {
        name: 'portfolio_url',
        type: 'url',
        autoComplete: 'url',
        hint: text.portfolioHint,
        extra: { placeholder: text.placeholders.portfolio_url },
      },
    ],
  },
];

const legendClass = 'mb-3 text-base font-semibold text-brand-purple-deep';
const fileClass =
  'file:mr-3 file:rounded-md file:border-0 file:bg-surface-tint file:px-3 file:py-1.5 file:font-semibold file:text-brand-purple-deep';

/** The separate, unticked consent to keep the resume for other openings; the application never needs it. */
function TalentPoolConsent({ idPrefix, binding }: { idPrefix: string; binding: object }) {
  const id = `${idPrefix}-talent_pool_consent`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        value="yes"
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-6 shrink-0 accent-brand-purple-strong"
        {...binding}
      />
      <div>
        <label htmlFor={id} className="font-medium text-ink">
          {talentPool.label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {talentPool.hint}
        </p>
      </div>
    </div>
  );
}

type Props = {
  idPrefix: string;
  /** react-hook-form's register; without it the controls are plain named fields. */
  register?: UseFormRegister<ApplicationFormValues>;
  errors?:
    FieldErrors<ApplicationFormValues> | Partial<Record<ApplicationField, { message?: string }>>;
  /** What the candidate typed (a plain form given back); never the file. */
  defaultValues?: Partial<Record<ApplicationField, string>>;
  /** Fields filled from the resume, marked until the candidate changes them. */
  filled?: ReadonlySet<ApplicationField>;
  /** What reading the resume said, announced under the file input. */
  resumeNote?: string;
};

/**
 * The application's controls in four groups (plus the hidden honeypot), for the
 * dialog's validating form, the job page's plain form and the no-JavaScript answer page alike.
 */
export function ApplicationFieldset({
  idPrefix,
  register,
  errors,
  defaultValues,
  filled,
  resumeNote,
}: Props) {
  const field = (name: ApplicationField, required?: boolean) => ({
    name,
    idPrefix,
    label: labels[name],
    required,
    error: typeof errors?.[name]?.message === 'string' ? errors[name].message : undefined,
  });
  const binding = (name: ApplicationField) =>
    register
      ? register(name)
      : { name, defaultValue: name === 'resume' ? undefined : defaultValues?.[name] };
  return (
    <>
      <Honeypot idPrefix={idPrefix} />
      {groups.map((group) => (
        <fieldset key={group.legend}>
          <legend className={legendClass}>{group.legend}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {group.fields.map(({ name, type = 'text', autoComplete, required, hint, extra }) => (
              <Field
                key={name}
                {...field(name, required)}
                hint={
                  filled?.has(name)
                    ? [resumeAutofill.mark, hint ?? formatExample(type)].filter(Boolean).join(' ')
                    : (hint ?? formatExample(type))
                }
              >
                {(control) => (
                  <input
                    {...control}
                    type={type}
                    autoComplete={autoComplete}
                    {...extra}
                    {...binding(name)}
                    data-autofilled={filled?.has(name) || undefined}
                  />
                )}
              </Field>
            ))}
          </div>
        </fieldset>
      ))}
      <fieldset>
        <legend className={legendClass}>{text.legends.documents}</legend>
        <div className="space-y-4">
          <Field {...field('resume', true)} hint={text.resumeHint}>
            {(control) => (
              <input
                {...control}
                type="file"
                accept=".pdf,.doc,.docx"
                {...binding('resume')}
                className={`${control.className} ${fileClass}`}
              />
            )}
          </Field>
          {register && (
            <p role="status" className="text-sm font-medium text-brand-purple-deep empty:hidden">
              {resumeNote}
            </p>
          )}
          <Field
            {...field('cover_letter')}
            hint={filled?.has('cover_letter') ? resumeAutofill.mark : undefined}
          >
            {(control) => (
              <textarea
                {...control}
                rows={5}
                maxLength={5000}
                {...binding('cover_letter')}
                data-autofilled={filled?.has('cover_letter') || undefined}
              />
            )}
          </Field>
          <TalentPoolConsent
            idPrefix={idPrefix}
            binding={
              register
                ? register('talent_pool_consent')
                : {
                    name: 'talent_pool_consent',
                    defaultChecked: defaultValues?.talent_pool_consent === 'yes',
                  }
            }
          />
        </div>
      </fieldset>
      <DataNotice purpose="application" />
    </>
  );
}
