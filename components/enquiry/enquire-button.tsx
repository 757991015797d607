'use client';

import dynamic from 'next/dynamic';
import { useCallback, useState, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';
import { enquiryForm as text } from '@/content/contact';

// Loaded on first open, so pages do not ship the form and its validation up front.
const EnquiryModal = dynamic(() => import('./enquiry-modal').then((module) => module.EnquiryModal), { ssr: false });

/**
 * Opens the enquiry modal, titled 'Enquire About {service}' (default 'General Inquiry') with the
 * service prefilled. Before hydration, or without JavaScript, it is a link to the contact form.
 */
export function EnquireButton({ service, className, children }: { service?: string; className?: string; children?: ReactNode }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const onClosed = useCallback(() => setOpen(false), []);
  const label = children ?? text.buttonLabel;
  const modal = open && <EnquiryModal topic={service ?? text.generalTopic} service={service} onClosed={onClosed} />;
  if (!hydrated) {
    const query = service ? `?service=${encodeURIComponent(service)}` : '';
    return (
      <a href={`/contact${query}#form`} className={className}>
        {label}
      </a>
    );
  }
  return (
    <>
      <button type="button" aria-haspopup="dialog" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      {modal}
    </>
  );
}
