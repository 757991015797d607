'use client';

import { useRef, useState } from 'react';
import { MessageIcon } from '@/components/ui/control-icons';
import { LoadFailed } from '@/components/ui/on-demand/load-failed';
import { loadFailedText } from '@/content/load-failed';
import { useOnDemand } from '@/components/ui/on-demand/use-on-demand';
import { chatWidget as text } from '@/content/contact';
import { isAvailableInIst } from './availability';
import { useAtPageEnd } from './use-at-page-end';

// The panel and its animation code are fetched on the first hover, focus or click of the button.
const importPanel = () => import('./chat-panel').then((module) => module.ChatPanel);

/**
 * Floating WhatsApp-style chat: a button that opens a small dialog. It never covers text: on
 * screens with a margin beside the content column (from 90rem) it sits in that margin; on
 * narrower ones it shows once the page is scrolled to its end, over room the footer keeps free.
 */
export function ChatWidget() {
  const atPageEnd = useAtPageEnd();
  const [open, setOpen] = useState(false);
  const [available, setAvailable] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { Component: ChatPanel, failed, load } = useOnDemand(importPanel);

  const openPanel = () => {
    load();
    setAvailable(isAvailableInIst());
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
        aria-label={text.open}
        data-away={!atPageEnd && !open}
        className="fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-[#1a7f4b] text-white shadow-lg transition-[opacity,visibility] hover:bg-[#146c3f] sm:right-6 sm:bottom-6 max-[90rem]:data-[away=true]:invisible max-[90rem]:data-[away=true]:opacity-0"
      >
        <MessageIcon aria-hidden="true" className="size-7" />
      </button>
      {ChatPanel && (
        <ChatPanel
          open={open}
          available={available}
          onClose={() => setOpen(false)}
          opener={button}
        />
      )}
      {failed && open && <LoadFailed what={loadFailedText.parts.chat} onRetry={load} />}
    </>
  );
}
