'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Drives a native modal <dialog>: showModal() gives the focus trap, Escape and the inert
 * page for free; the browser returns focus to the opener on close. Page scroll is locked
 * by CSS (html:has(dialog[open][data-lock-scroll])).
 */
export function useDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    ref.current?.close();
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // A nested dialog's close, or any event bubbling from inside, is not this dialog closing.
    const onClose = (event: Event) => {
      if (event.target === dialog) setOpen(false);
    };
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, []);

  return { ref, open, show, close };
}
