'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { outcomeOf, trackConversion } from '@/components/analytics/conversions';
import {
  applicationLabels as labels,
  applicationSchema,
  formFieldFor,
  type ApplicationData,
  type ApplicationField,
  type ApplicationFormValues,
} from '@/lib/schemas/application';
import { Honeypot, honeypotValue } from '@/components/enquiry/honeypot';
import { submissionKeys } from '@/components/enquiry/submission-key';
import { FormField } from './form-field';
import { submitApplication } from './submit-application';

const SUCCESS = 'Application submitted successfully!';

type TextField = { name: ApplicationField; type?: string; autoComplete?: string; required?: boolean; wide?: boolean; extra?: object };

const groups: { legend: string; fields: TextField[] }[] = [
  {
    legend: 'Personal Information',
    fields: [
      { name: 'first_name', autoComplete: 'given-name', required: true },
      { name: 'last_name', autoComplete: 'family-name', required: true },
      { name: 'email', type: 'email', autoComplete: 'email', required: true },
      { name: 'phone', type: 'tel', autoComplete: 'tel', required: true },
    ],
  },
  {
    legend: 'Professional Information',
    fields: [
      { name: 'experience_years', type: 'number', required: true, extra: { min: 0, max: 50, step: 'any', inputMode: 'decimal' } },
      { name: 'current_company', autoComplete: 'organization' },
      { name: 'expected_salary' },
      { name: 'notice_period' },
    ],
  },
  {
    legend: 'Online Presence',
    fields: [
      { name: 'linkedin_url', type: 'url', autoComplete: 'url', extra: { placeholder: 'https://www.linkedin.com/in/…' } },
      { name: 'portfolio_url', type: 'url', autoComplete: 'url', extra: { placeholder: 'https://…' } },
    ],
  },
];

const legendClass = 'mb-3 text-base font-semibold text-brand-purple-deep';

/** The application form of spec 5: the shared schema validates here and again on the server. */
export function ApplicationForm({ jobId, jobTitle = '', onSuccess }: { jobId: string; jobTitle?: string; onSuccess: (message: string) => void }) {
  const [failure, setFailure] = useState('');
  const [keys] = useState(submissionKeys);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationFormValues, unknown, ApplicationData>({
    resolver: zodResolver(applicationSchema),
    mode: 'onTouched',
    defaultValues: { job_id: jobId },
  });

  const onSubmit = async (data: ApplicationData, event?: { target: EventTarget | null }) => {
    setFailure('');
    const answer = await submitApplication(data, { key: keys.current(), website: honeypotValue(event?.target) });
    if (answer.ok || !answer.retry) keys.renew();
    // Kept but not yet delivered: the server's own words say so.
    if (answer.ok) trackConversion('application_sent', { job_id: jobId, job_title: jobTitle, outcome: outcomeOf(answer.queued) });
    if (answer.ok) return onSuccess(answer.queued ? answer.message : SUCCESS);
    for (const [name, message] of Object.entries(answer.fieldErrors)) {
      const field = formFieldFor(name);
      if (field) setError(field, { type: 'server', message });
    }
    setFailure(answer.message);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 space-y-8" aria-busy={isSubmitting}>
      <input type="hidden" {...register('job_id')} />
      <Honeypot idPrefix="application" />
      {groups.map((group) => (
        <fieldset key={group.legend}>
          <legend className={legendClass}>{group.legend}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {group.fields.map((field) => (
              <FormField key={field.name} name={field.name} label={labels[field.name]} required={field.required} error={errors[field.name]}>
                {(control) => <input {...control} type={field.type ?? 'text'} autoComplete={field.autoComplete} {...field.extra} {...register(field.name)} />}
              </FormField>
            ))}
          </div>
        </fieldset>
      ))}
      <fieldset>
        <legend className={legendClass}>Documents</legend>
        <div className="space-y-4">
          <FormField name="resume" label={labels.resume} required hint="PDF, DOC or DOCX, up to 5 MB" error={errors.resume}>
            {(control) => (
              <input
                {...control}
                type="file"
                accept=".pdf,.doc,.docx"
                className={`${control.className} file:mr-3 file:rounded-md file:border-0 file:bg-surface-tint file:px-3 file:py-1.5 file:font-semibold file:text-brand-purple-deep`}
                {...register('resume')}
              />
            )}
          </FormField>
          <FormField name="cover_letter" label={labels.cover_letter} error={errors.cover_letter}>
            {(control) => <textarea {...control} rows={5} maxLength={5000} {...register('cover_letter')} />}
          </FormField>
        </div>
      </fieldset>

      <p className="text-sm text-muted">
        We use your details only to assess your application and contact you about it. See our{' '}
        <Link href="/privacy" className="font-medium text-brand-purple-strong underline underline-offset-2">
          Privacy Policy
        </Link>
        .
      </p>

      {failure && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
          {failure}
        </p>
      )}

      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? 'Submitting Application...' : 'Submit Application'}
      </button>
    </form>
  );
}
