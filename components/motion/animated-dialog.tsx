'use client';

import { m, useIsPresent, type HTMLMotionProps, type Variants } from 'framer-motion';
import { useLayoutEffect, useRef, type RefObject } from 'react';

type Props = Omit<
  HTMLMotionProps<'dialog'>,
  'ref' | 'initial' | 'animate' | 'exit' | 'variants' | 'inert'
> & {
  /** The visitor asked to close (Escape, or the browser closed it): the owner stops rendering it. */
  onRequestClose: () => void;
  variants: Variants;
  /** Where focus goes once the dialog has gone; the browser's own return is kept as well. */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * A native modal <dialog> that animates in and out, for use inside AnimatePresence.
 * showModal() gives the focus trap, Escape and the inert page; Escape is intercepted so the
 * exit can play. It closes only on purpose: its owner's close button or submission, or Escape. The dialog stays open (the page behind stays inert, scroll stays locked) until
 * the exit has finished and AnimatePresence unmounts it: only then is it closed and focus returned.
 * While it leaves, its own content is inert so nothing in it can be used twice.
 */
export function AnimatedDialog({
  onRequestClose,
  variants,
  returnFocusTo,
  className = '',
  children,
  ...props
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const present = useIsPresent();
  const requestClose = useRef(onRequestClose);
  useLayoutEffect(() => {
    requestClose.current = onRequestClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = returnFocusTo?.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Only the dialog's own events count: a file input's `cancel` (picker dismissed) and a nested
    // dialog's events bubble up here and must not close it.
    const onCancel = (event: Event) => {
      if (event.target !== dialog) return;
      event.preventDefault();
      requestClose.current();
    };
    // The browser closes without a cancelable event after repeated Escapes: follow it.
    const onClose = (event: Event) => {
      if (event.target === dialog) requestClose.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      dialog.close();
      opener?.focus();
    };
  }, [returnFocusTo]);

  return (
    <m.dialog
      ref={ref}
      variants={variants}
      initial="hidden"
      animate="shown"
      exit="hidden"
      inert={!present}
      data-closing={present ? undefined : ''}
      className={`backdrop:transition-opacity backdrop:duration-200 starting:backdrop:opacity-0 data-closing:backdrop:opacity-0 ${className}`}
      {...props}
    >
      {children}
    </m.dialog>
  );
}
