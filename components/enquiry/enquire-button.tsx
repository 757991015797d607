'use client';

import { useCallback, useState, type ReactNode } from 'react';
import { useDeferredComponent } from '@/components/ui/use-deferred-component';
import { useHydrated } from './use-hydrated';

// Loaded on first open, so pages do not ship the form and its validation up front.
const importModal = () => import('./enquiry-modal').then((module) => module.EnquiryModal);

/**
 * Opens the enquiry modal, titled 'Enquire About {service}' (default 'General Inquiry') with the
 * service prefilled. Before hydration, or without JavaScript, it is a link to the contact form.
 */
export function EnquireButton({
  topic,
  service,
  className,
  children,
}: {
  /** What the modal's title names: the service, or 'General Inquiry'. */
  topic: string;
  service?: string;
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const { Component: EnquiryModal, load } = useDeferredComponent(importModal);
  const onClosed = useCallback(() => setOpen(false), []);
  const modal = open && EnquiryModal && (
    <EnquiryModal topic={topic} service={service} onClosed={onClosed} />
  );
  if (!hydrated) {
    const query = service ? `?service=${encodeURIComponent(service)}` : '';
    return (
      <a href={`/contact${query}#form`} className={className}>
        {children}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={className}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(true);
        }}
      >
        {children}
      </button>
      {modal}
    </>
  );
}
