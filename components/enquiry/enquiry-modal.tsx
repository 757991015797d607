'use client';

import { CloseIcon } from '@/components/ui/control-icons';
import { useEffect, useId } from 'react';
import { enquiryForm as text } from '@/content/enquiry';
import { useDialog } from '@/components/ui/use-dialog';
import { EnquiryForm } from './enquiry-form';

const CLOSE_AFTER_SUCCESS_MS = 2000;

/**
 * The enquiry form in a native modal dialog: focus trap, Escape and focus return come from
 * showModal(); `data-lock-scroll` locks the page behind it. Unmounts itself once closed.
 */
export function EnquiryModal({ topic, service, onClosed }: { topic: string; service?: string; onClosed: () => void }) {
  const { ref, show, close } = useDialog();
  const titleId = useId();

  useEffect(() => {
    show();
    const dialog = ref.current;
    dialog?.addEventListener('close', onClosed);
    return () => dialog?.removeEventListener('close', onClosed);
  }, [ref, show, onClosed]);

  const scheduleClose = () => window.setTimeout(close, CLOSE_AFTER_SUCCESS_MS);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-lock-scroll
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(42rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-2xl"
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-5">
        <h2 id={titleId} className="font-display text-xl font-bold sm:text-2xl">
          {text.modalTitle(topic)}
        </h2>
        <button type="button" onClick={close} aria-label={text.modalClose} className="rounded-full p-2 text-muted hover:bg-surface-tint hover:text-ink">
          <CloseIcon aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="px-6 py-6">
        <EnquiryForm idPrefix="modal" service={service} subject={service ? text.modalTitle(service) : undefined} onSuccess={scheduleClose} />
      </div>
    </dialog>
  );
}
