'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { outcomeOf, trackConversion } from '@/components/analytics/conversions';
import { honeypotValue } from '@/components/forms/honeypot';
import { StatusNotice } from '@/components/forms/status-notice';
import { applicationForm as text } from '@/content/application';
import { submissionKeys } from '@/components/forms/submission-key';
import { submitForm } from '@/components/forms/submit-form';
import {
  applicationSchema,
  formFieldFor,
  type ApplicationData,
  type ApplicationFormValues,
} from '@/lib/shared/schemas/application';
import { parseSource, rememberedSource } from '@/lib/shared/application-source';
import { receiptSummary } from '@/lib/shared/receipt-summary';
import { ApplicationFieldset } from './application-fieldset';
import type { ReceiptView } from './application-receipt';
import { clearDraft, readDraft, saveDraft } from './application-draft';
import { useResumeAutofill } from './use-resume-autofill';

/** The validated form as multipart (the resume in the part 'resume'), empty optional fields left out. */
function multipart(data: ApplicationData, website: string): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined || name === 'resume') continue;
    body.append(name, String(value));
  }
  body.append('resume', data.resume as File);
  body.append('source', rememberedSource());
  if (website) body.append('website', website);
  return body;
}

/**
 * The application form: the shared schema validates here and again on the server.
 * What the candidate types is kept as a draft for this job in this tab until it is sent.
 */
export function ApplicationForm({
  jobId,
  jobTitle = '',
  onSuccess,
}: {
  jobId: string;
  jobTitle?: string;
  onSuccess: (message: string, receipt?: ReceiptView) => void;
}) {
  const [failure, setFailure] = useState('');
  const [keys] = useState(submissionKeys);
  // The dialog renders only in the browser, so the draft can be read as the form starts.
  const [draft] = useState(() => readDraft(jobId));
  const {
    register,
    handleSubmit,
    setError,
    subscribe,
    getValues,
    setValue,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationFormValues, unknown, ApplicationData>({
    resolver: zodResolver(applicationSchema),
    mode: 'onTouched',
    defaultValues: { ...draft, job_id: jobId },
  });
  const { filled, resumeNote, onFormChange } = useResumeAutofill(getValues, setValue, trigger);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => saveDraft(jobId, values),
      }),
    [subscribe, jobId],
  );

  const onSubmit = async (data: ApplicationData, event?: { target: EventTarget | null }) => {
    setFailure('');
    const result = await submitForm(
      '/api/applications',
      multipart(data, honeypotValue(event?.target)),
      { key: keys.current() },
    );
    if (result.ok || !result.retry) keys.renew();
    if (result.ok) {
      clearDraft(jobId);
      trackConversion('application_sent', {
        job_id: jobId,
        job_title: jobTitle,
        outcome: outcomeOf(result.queued),
        source: parseSource(rememberedSource()).channel,
      });
      // Kept but not yet delivered: the server's own words say so.
      const receipt = result.receipt && {
        rows: receiptSummary(
          {
            ...data,
            resume: { name: (data.resume as File).name, size: (data.resume as File).size },
          },
          result.receipt,
        ),
        statusPath: result.receipt.statusPath,
      };
      return onSuccess(result.queued ? result.message : text.success, receipt);
    }
    for (const [name, message] of Object.entries(result.fieldErrors)) {
      const field = formFieldFor(name);
      if (field) setError(field, { type: 'server', message });
    }
    setFailure(result.message || text.failure);
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onChange={onFormChange}
      className="mt-6 space-y-8"
      aria-busy={isSubmitting}
    >
      <input type="hidden" {...register('job_id')} />
      <ApplicationFieldset
        idPrefix="application"
        register={register}
        errors={errors}
        filled={filled}
        resumeNote={resumeNote}
      />
      {failure && (
        <div role="alert">
          <StatusNotice kind="error">{failure}</StatusNotice>
        </div>
      )}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? text.submitting : text.submit}
      </button>
    </form>
  );
}
