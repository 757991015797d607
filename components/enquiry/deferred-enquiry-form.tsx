'use client';

import { useEffect, useRef, useState, type ComponentType, type ComponentProps } from 'react';
import { enquiryForm as text } from '@/content/enquiry';
import type { EnquiryValues } from '@/lib/schemas/enquiry';
import { whenIdle } from '@/lib/when-idle';
import { EnquiryFieldset } from './enquiry-fieldset';
import type { EnquiryForm } from './enquiry-form';

type Enhanced = { Form: ComponentType<ComponentProps<typeof EnquiryForm>>; typed: Partial<EnquiryValues>; focusField?: string };

/**
 * The contact page's enquiry form. It starts as a plain form (native validation, posts to the
 * route, works without JavaScript) and, once the page has loaded and is idle, becomes the
 * react-hook-form version, keeping whatever the visitor has typed and where the cursor was.
 * That keeps react-hook-form and zod out of the page's first load.
 */
export function DeferredEnquiryForm({ idPrefix, serviceFromUrl }: { idPrefix: string; serviceFromUrl?: boolean }) {
  const plainRef = useRef<HTMLFormElement>(null);
  const [enhanced, setEnhanced] = useState<Enhanced | null>(null);

  useEffect(
    () =>
      whenIdle(async () => {
        const { EnquiryForm } = await import('./enquiry-form');
        const plain = plainRef.current;
        if (!plain) return;
        const typed = Object.fromEntries(new FormData(plain)) as Partial<EnquiryValues>;
        const active = document.activeElement;
        const focusField = active && plain.contains(active) ? (active.getAttribute('name') ?? undefined) : undefined;
        setEnhanced({ Form: EnquiryForm, typed, focusField });
      }),
    [],
  );

  if (enhanced) {
    const { Form, typed, focusField } = enhanced;
    return <Form idPrefix={idPrefix} serviceFromUrl={serviceFromUrl} typed={typed} focusField={focusField} />;
  }
  return (
    <form ref={plainRef} action="/api/enquiries" method="post" className="grid gap-5 sm:grid-cols-2">
      <EnquiryFieldset idPrefix={idPrefix} />
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary mt-4 w-full sm:w-auto">
          {text.submit}
        </button>
      </div>
    </form>
  );
}
