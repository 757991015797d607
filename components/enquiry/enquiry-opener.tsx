'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { trackConversion } from '@/components/analytics/conversions';
import { LoadFailed } from '@/components/ui/on-demand/load-failed';
import { useOnDemand } from '@/components/ui/on-demand/use-on-demand';
import { loadFailedText } from '@/content/load-failed';
import { enquiryTopicAttribute } from './enquiry-link';

const importModal = () => import('./enquiry-modal').then((module) => module.EnquiryModal);
const SELECTOR = `a[${enquiryTopicAttribute}]`;

const enquiryLink = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>(SELECTOR) : null;

/**
 * Opens the enquiry dialog for any link marked with `data-enquiry-topic` (the header's Enquiry
 * Now, on every page): one listener for the document instead of a component per button. Once
 * this has hydrated, such a link is a button that opens a dialog (as the header's was); before,
 * or without JavaScript, it leads to the form. The dialog's code loads on the first hover, focus
 * or touch of such a link; a modified click still opens the form in a new tab.
 */
export function EnquiryOpener() {
  const { Component: EnquiryModal, failed, load } = useOnDemand(importModal);
  // The topic stays while the dialog closes, so that its title does not change as it leaves.
  const [dialog, setDialog] = useState({ open: false, topic: '' });
  const opener = useRef<HTMLElement | null>(null);
  const close = useCallback(() => setDialog((shown) => ({ ...shown, open: false })), []);

  useEffect(() => {
    const onIntent = (event: Event) => {
      if (enquiryLink(event.target)) load();
    };
    const onClick = (event: MouseEvent) => {
      const link = enquiryLink(event.target);
      if (!link || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      // From inside the phone menu: the menu closes (shell script), and focus comes back to
      // its hamburger when the dialog closes.
      const menu = link.closest('dialog');
      opener.current = menu
        ? document.querySelector<HTMLElement>(`[commandfor="${menu.id}"]`)
        : link;
      const topic = link.getAttribute(enquiryTopicAttribute)!;
      trackConversion('enquiry_click', { topic });
      load();
      setDialog({ open: true, topic });
    };
    // Space presses a button; a link only knows Enter.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' || !enquiryLink(event.target)) return;
      event.preventDefault();
      (event.target as HTMLElement).click();
    };
    // From here on these links open the dialog: they say so, as the button they now are.
    for (const link of document.querySelectorAll(SELECTOR)) {
      link.setAttribute('role', 'button');
      link.setAttribute('aria-haspopup', 'dialog');
    }
    const intents = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const type of intents) document.addEventListener(type, onIntent, { passive: true });
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      for (const type of intents) document.removeEventListener(type, onIntent);
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [load]);

  return (
    <>
      {EnquiryModal && (
        <EnquiryModal open={dialog.open} topic={dialog.topic} onClose={close} opener={opener} />
      )}
      {failed && dialog.open && (
        <LoadFailed what={loadFailedText.parts.enquiryForm} onRetry={load} />
      )}
    </>
  );
}
