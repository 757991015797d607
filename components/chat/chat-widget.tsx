'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { MessageIcon } from '@/components/ui/control-icons';
import { LoadFailed } from '@/components/ui/on-demand/load-failed';
import { loadFailedText } from '@/content/load-failed';
import { useOnDemand } from '@/components/ui/on-demand/use-on-demand';
import { fetchOnce, previewOr } from '@/components/ui/on-demand/fetch-once';
import type { ChatPanelCopy } from '@/content/types';
import { keepClearOfConsent } from '@/components/consent/consent-room';

export type ChatProps = {
  /** The button's name (the chat global's `open`, from the server). */
  label: string;
  /**
   * In an editor's preview only: the panel's copy with their drafts, sent with the page (the
   * pre-rendered /api/chat holds what is published).
   */
  preview?: ChatPanelCopy;
};

const fetchCopy = fetchOnce<ChatPanelCopy>('/api/chat');
// The panel, its animation code and its copy (app/api/chat) are fetched on the first hover, focus
// or click of the button: none of them is in a page's HTML or RSC payload.
const panelWith = (loadCopy: () => Promise<ChatPanelCopy>) => () =>
  Promise.all([import('./chat-panel'), loadCopy()]).then(([module, copy]) =>
    module.chatPanelFor(copy),
  );

/**
 * Floating WhatsApp-style chat: a button that opens a small dialog, on every page from the first
 * screen. It never covers text: from 90rem it is a round button in the margin beside the content
 * column; narrower, a tab docked to the screen's edge inside the page's side margin (the
 * container's padding, 24 px on phones, 32 px from 640 px). It rides above the cookie banner
 * while that is open (--consent-height, components/consent/consent-room.ts).
 */
export function ChatWidget({ label, preview }: ChatProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const importer = useMemo(() => panelWith(previewOr(fetchCopy, preview)), [preview]);
  const { Component: ChatPanel, failed, load } = useOnDemand(importer);
  // The banner may have opened before this idle-time island came.
  useEffect(() => keepClearOfConsent(button.current), []);

  const openPanel = () => {
    load();
    setOpen(true);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={openPanel}
        onPointerEnter={load}
        onFocus={load}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={label}
        data-chat-button
        data-clear-of-consent
        className="fixed right-0 bottom-[calc(var(--consent-height,0px)+1.5rem)] z-40 flex h-14 w-6 items-center justify-center rounded-l-lg bg-brand-purple text-white shadow-lg ring-1 ring-white/60 hover:bg-brand-purple-deep sm:w-7 min-[90rem]:right-6 min-[90rem]:size-14 min-[90rem]:rounded-full"
      >
        <MessageIcon aria-hidden="true" className="size-4 min-[90rem]:size-7" />
      </button>
      {ChatPanel && <ChatPanel open={open} onClose={() => setOpen(false)} opener={button} />}
      {failed && open && <LoadFailed what={loadFailedText.parts.chat} onRetry={load} />}
    </>
  );
}
