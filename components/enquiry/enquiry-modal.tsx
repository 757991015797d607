'use client';

import { AnimatePresence } from 'framer-motion';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { AnimatedDialog } from '@/components/motion/animated-dialog';
import { MotionProvider } from '@/components/motion/motion-provider';
import { popIn } from '@/components/motion/transitions';
import { CloseIcon } from '@/components/ui/control-icons';
import { enquiryForm as text } from '@/content/enquiry';
import { EnquiryForm } from './enquiry-form';
import { SentNotice } from './sent-notice';

const CLOSE_AFTER_SUCCESS_MS = 2000;

type Props = {
  open: boolean;
  topic: string;
  service?: string;
  onClose: () => void;
  opener: RefObject<HTMLElement | null>;
};

type DialogProps = Omit<Props, 'open'> & { onSent: (message: string) => void };

function EnquiryDialog({ topic, service, onClose, onSent, opener }: DialogProps) {
  const titleId = useId();
  const closeLater = useCloseLater(onClose);
  // A new enquiry: the confirmation of an earlier one is done with.
  useEffect(() => onSent(''), [onSent]);
  return (
    <AnimatedDialog
      aria-labelledby={titleId}
      data-lock-scroll
      variants={popIn}
      onRequestClose={onClose}
      returnFocusTo={opener}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(42rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-2xl"
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-5">
        <h2 id={titleId} className="font-display text-xl font-bold sm:text-2xl">
          {text.modalTitle(topic)}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={text.modalClose}
          className="rounded-full p-2 text-muted hover:bg-surface-tint hover:text-ink"
        >
          <CloseIcon aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="px-6 py-6">
        <EnquiryForm
          idPrefix="modal"
          service={service}
          subject={service ? text.modalTitle(service) : undefined}
          onSuccess={(message) => {
            onSent(message);
            closeLater();
          }}
        />
      </div>
    </AnimatedDialog>
  );
}

/** Closes the modal 2 s after a successful send, unless it has gone by then. */
function useCloseLater(close: () => void) {
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(close, CLOSE_AFTER_SUCCESS_MS);
  };
}

/**
 * The enquiry form in a native modal dialog that fades in and out (loaded on the first intent
 * to open it). `data-lock-scroll` locks the page behind it until it has gone. The modal closes
 * 2 s after a send, maybe in the middle of its announcement: the confirmation then stays on the
 * page, in a live region that was there before it spoke, until dismissed.
 */
export function EnquiryModal({ open, ...dialog }: Props) {
  const [sent, setSent] = useState('');
  return (
    <MotionProvider>
      <AnimatePresence>
        {open && <EnquiryDialog key="enquiry" onSent={setSent} {...dialog} />}
      </AnimatePresence>
      <SentNotice message={open ? '' : sent} onDismiss={() => setSent('')} />
    </MotionProvider>
  );
}
