'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { outcomeOf, trackConversion } from '@/components/analytics/conversions';
import { honeypotValue } from '@/components/forms/honeypot';
import { StatusNotice } from '@/components/forms/status-notice';
import { submissionKeys } from '@/components/forms/submission-key';
import { DataNotice } from '@/components/forms/data-notice';
import { submitForm } from '@/components/forms/submit-form';
import { useHydrated } from '@/components/ui/use-hydrated';
import { enquiryForm as text } from '@/content/enquiry';
import { isAcceptedService, serviceChoices } from '@/content/service-names';
import { enquirySchema, type EnquiryField, type EnquiryValues } from '@/lib/shared/schemas/enquiry';
import { EnquiryFieldset } from './enquiry-fieldset';
import { useServiceFromUrl } from './use-service-from-url';

type Status = { kind: 'idle' | 'sending' } | { kind: 'success' | 'error'; message: string };

const empty: EnquiryValues = {
  full_name: '',
  email: '',
  phone: '',
  service: '' as EnquiryValues['service'],
  subject: '',
  message: '',
};

/** The words for each result (content/enquiry.ts): the success text, the server's refusal, or its failure text. */
async function send(values: EnquiryValues & { website: string }, key: string | undefined) {
  const result = await submitForm('/api/enquiries', JSON.stringify(values), { key, json: true });
  // Kept but not yet delivered: the server says so in its own words.
  if (result.ok)
    return { ...result, message: result.queued && result.message ? result.message : text.success };
  // Our server's and the admin API's verdicts carry their own message (422, 429, 409, …).
  const clientError = result.status >= 400 && result.status < 500;
  return { ...result, message: clientError ? result.message || text.defaultFailure : text.failure };
}

/**
 * The enquiry form. Without JavaScript it posts to the same route, which answers
 * with a result page; with it, it validates with the shared schema and reports in place.
 */
export function EnquiryForm({
  idPrefix,
  service,
  subject = '',
  onSuccess,
  servicesFromUrl,
  typed,
  focusField,
  submitOnMount = false,
  withNotice = true,
}: {
  idPrefix: string;
  /** The service the form was opened for (a service page's name or one of the eight): preselected. */
  service?: string;
  subject?: string;
  /** Called with the confirmation shown, once an enquiry went through. */
  onSuccess?: (message: string) => void;
  /**
   * Preselect the service named in `?service=` (links from service pages to /contact#form) when
   * it is one of these published services' names.
   */
  servicesFromUrl?: readonly string[];
  /** What the visitor typed into the plain form before this one took over. */
  typed?: Partial<EnquiryValues>;
  /** The field that had focus in the plain form, focused again. */
  focusField?: string;
  /** The visitor pressed send on the plain form: validate and send at once. */
  submitOnMount?: boolean;
  /** Show the data-protection notice (off where the page renders it beside the form). */
  withNotice?: boolean;
}) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [keys] = useState(submissionKeys);
  const hydrated = useHydrated();
  const fromUrl = useServiceFromUrl(servicesFromUrl);
  const named = service ?? fromUrl;
  const preset = isAcceptedService(named) ? named : empty.service;
  const initial = { ...empty, service: preset, subject };
  // The plain form had no service page among its choices: keep the preset unless one was picked there.
  const defaultValues = { ...initial, ...typed, service: typed?.service || preset };
  const form = useForm<EnquiryValues>({ resolver: zodResolver(enquirySchema), defaultValues });
  const { register, handleSubmit, reset, setError, setFocus, formState } = form;

  useEffect(() => {
    if (focusField && focusField in empty) setFocus(focusField as EnquiryField);
  }, [focusField, setFocus]);

  const onSubmit = handleSubmit(async (values, event) => {
    setStatus({ kind: 'sending' });
    const result = await send({ ...values, website: honeypotValue(event?.target) }, keys.current());
    if (result.ok || !result.retry) keys.renew();
    if (result.ok) {
      trackConversion('enquiry_sent', {
        service: values.service,
        outcome: outcomeOf(result.queued),
      });
      reset(initial);
      setStatus({ kind: 'success', message: result.message });
      onSuccess?.(result.message);
      return;
    }
    for (const [name, message] of Object.entries(result.fieldErrors))
      setError(name as EnquiryField, { message });
    setStatus({ kind: 'error', message: result.message });
  });

  const submitted = useRef(false);
  useEffect(() => {
    if (!submitOnMount || submitted.current) return;
    submitted.current = true;
    void onSubmit();
  }, [submitOnMount, onSubmit]);

  const sending = status.kind === 'sending';

  return (
    <form
      action="/api/enquiries"
      method="post"
      noValidate={hydrated}
      onSubmit={onSubmit}
      className="grid gap-5 sm:grid-cols-2"
    >
      <EnquiryFieldset
        idPrefix={idPrefix}
        register={register}
        errors={formState.errors}
        services={serviceChoices(named)}
      />
      <div className="sm:col-span-2">
        <div role="status" aria-live="polite" className="empty:hidden">
          {status.kind === 'success' && (
            <StatusNotice kind="success">{status.message}</StatusNotice>
          )}
        </div>
        <div role="alert" className="empty:hidden">
          {status.kind === 'error' && <StatusNotice kind="error">{status.message}</StatusNotice>}
        </div>
        <button
          type="submit"
          disabled={sending}
          aria-disabled={sending}
          className="btn-primary mt-4 w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        >
          {sending ? text.sending : text.submit}
        </button>
      </div>
      {withNotice && <DataNotice purpose="enquiry" className="sm:col-span-2" />}
    </form>
  );
}
