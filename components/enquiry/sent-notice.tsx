'use client';

import { StatusNotice } from '@/components/forms/status-notice';
import { CloseIcon } from '@/components/ui/control-icons';
import { enquiryForm as text } from '@/content/enquiry';

/**
 * The confirmation of a sent enquiry, kept on the page once the modal has gone: a polite live
 * region that is always there (so what appears in it is announced), showing the message below
 * the header until the visitor dismisses it.
 */
export function SentNotice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div
      role="status"
      className={message ? 'fixed inset-x-4 top-20 z-50 mx-auto max-w-md shadow-xl' : 'sr-only'}
    >
      {message && (
        <StatusNotice kind="success" className="flex items-start justify-between gap-3">
          <span>{message}</span>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={text.dismissSent}
            className="-m-2 shrink-0 rounded-full p-2 hover:bg-emerald-100"
          >
            <CloseIcon aria-hidden="true" className="size-4" />
          </button>
        </StatusNotice>
      )}
    </div>
  );
}
