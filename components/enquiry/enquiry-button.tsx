'use client';

import { useCallback, useRef, useState, type ReactNode } from 'react';
import { trackConversion } from '@/components/analytics/conversions';
import { LoadFailed } from '@/components/ui/on-demand/load-failed';
import { loadFailedText } from '@/content/load-failed';
import { useOnDemand } from '@/components/ui/on-demand/use-on-demand';
import { useHydrated } from '@/components/ui/use-hydrated';

// Fetched on the first hover, focus or click, so pages do not ship the form, its validation and the animation code up front.
const importModal = () => import('./enquiry-modal').then((module) => module.EnquiryModal);

/**
 * Opens the enquiry modal, titled 'Enquire About {topic}' with the service prefilled. Before
 * hydration, or without JavaScript, it is a link to the contact form. Callers pass the copy (the
 * header: 'General Inquiry' and 'Enquiry Now'), so the form's copy stays out of every page's first load.
 */
export function EnquiryButton({
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
  const opener = useRef<HTMLButtonElement>(null);
  const { Component: EnquiryModal, failed, load } = useOnDemand(importModal);
  const close = useCallback(() => setOpen(false), []);
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
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        className={className}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          trackConversion('enquiry_click', { topic });
          load();
          setOpen(true);
        }}
      >
        {children}
      </button>
      {EnquiryModal && (
        <EnquiryModal open={open} topic={topic} service={service} onClose={close} opener={opener} />
      )}
      {failed && open && <LoadFailed what={loadFailedText.parts.enquiryForm} onRetry={load} />}
    </>
  );
}
