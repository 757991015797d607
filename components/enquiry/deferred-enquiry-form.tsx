'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useOnDemand } from '@/components/ui/on-demand/use-on-demand';
import { enquiryForm as text } from '@/content/enquiry';
import type { EnquiryValues } from '@/lib/shared/schemas/enquiry';
import { whenIdle } from '@/lib/shared/when-idle';
import { EnquiryFieldset } from './enquiry-fieldset';

// No retry notice if this fails: the plain form keeps working without it.
const importForm = () => import('./enquiry-form').then((module) => module.EnquiryForm);

type Handover = { typed: Partial<EnquiryValues>; focusField?: string; submitNow: boolean };

/**
 * The contact page's enquiry form. It starts as a plain form (native validation, posts to the
 * route, works without JavaScript); once the page is idle the react-hook-form version loads and
 * takes over at a moment that loses nothing: at once if the visitor is not typing in the form,
 * else when focus leaves it or when they press send (then it validates and sends straight away).
 * That keeps react-hook-form and zod out of the page's first load.
 */
export function DeferredEnquiryForm({
  idPrefix,
  servicesFromUrl,
}: {
  idPrefix: string;
  /** The services' names that `?service=` may preselect (links from service pages). */
  servicesFromUrl?: readonly string[];
}) {
  const plainRef = useRef<HTMLFormElement>(null);
  const { Component: Form, load } = useOnDemand(importForm);
  const [handover, setHandover] = useState<Handover | null>(null);

  useEffect(() => whenIdle(load), [load]);

  const handOver = (submitNow: boolean) => {
    const plain = plainRef.current;
    if (!plain) return;
    const active = document.activeElement;
    setHandover({
      typed: Object.fromEntries(new FormData(plain)) as Partial<EnquiryValues>,
      focusField:
        !submitNow && active && plain.contains(active)
          ? (active.getAttribute('name') ?? undefined)
          : undefined,
      submitNow,
    });
  };

  useEffect(() => {
    const plain = plainRef.current;
    if (!Form || handover || !plain) return;
    if (!plain.contains(document.activeElement)) {
      handOver(false);
      return;
    }
    const onFocusOut = (event: FocusEvent) => {
      if (!plain.contains(event.relatedTarget as Node | null)) handOver(false);
    };
    plain.addEventListener('focusout', onFocusOut);
    return () => plain.removeEventListener('focusout', onFocusOut);
  }, [Form, handover]);

  if (Form && handover) {
    return (
      <Form
        idPrefix={idPrefix}
        servicesFromUrl={servicesFromUrl}
        typed={handover.typed}
        focusField={handover.focusField}
        submitOnMount={handover.submitNow}
        withNotice={false}
      />
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!Form) return; // not loaded yet: the plain post to the route does the job
    event.preventDefault();
    handOver(true);
  };

  return (
    <form
      ref={plainRef}
      action="/api/enquiries"
      method="post"
      noValidate={Form !== null}
      onSubmit={onSubmit}
      className="grid gap-5 sm:grid-cols-2"
    >
      <EnquiryFieldset idPrefix={idPrefix} />
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary mt-4 w-full sm:w-auto">
          {text.submit}
        </button>
      </div>
    </form>
  );
}
