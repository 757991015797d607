'use client';

import { AnimatePresence } from 'framer-motion';
import { useId, useState, type FormEvent, type RefObject } from 'react';
import { trackConversion } from '@/components/analytics/conversions';
import { AnimatedDialog } from '@/components/motion/animated-dialog';
import { MotionProvider } from '@/components/motion/motion-provider';
import { growFromCorner } from '@/components/motion/transitions';
import { CloseIcon, PhoneIcon, SendIcon } from '@/components/ui/control-icons';
import type { ChatPanelCopy } from '@/content/types';
import { phoneHref, whatsappHref } from '@/lib/shared/contact-links';
import { isAvailableInIst } from './availability';

type Props = {
  open: boolean;
  /** The chat global's texts with the company's name, phone number and hours (app/api/chat). */
  copy: ChatPanelCopy;
  onClose: () => void;
  opener: RefObject<HTMLElement | null>;
};

function ChatDialog({ copy: text, onClose, opener }: Omit<Props, 'open'>) {
  const { phone } = text;
  // Whether the team is there when the dialog opens, by the company's office hours.
  const [available] = useState(() => isAvailableInIst(text.officeHours));
  const [message, setMessage] = useState('');
  const titleId = useId();
  const messageId = useId();

  const startChat = (event: FormEvent) => {
    event.preventDefault();
    trackConversion('whatsapp_chat_click', {});
    window.open(whatsappHref(phone, message.trim() || undefined), '_blank', 'noopener,noreferrer');
  };

  return (
    <AnimatedDialog
      aria-labelledby={titleId}
      variants={growFromCorner}
      onRequestClose={onClose}
      returnFocusTo={opener}
      style={{ transformOrigin: 'bottom right' }}
      className="fixed inset-auto right-4 bottom-20 m-0 w-[min(22rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-ink shadow-2xl sm:right-6 sm:bottom-24"
    >
      <div className="flex items-center justify-between bg-brand-purple-deep px-5 py-4 text-white">
        <h2 id={titleId} className="font-semibold">
          {text.title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={text.close}
          className="rounded-full p-1.5 hover:bg-white/15"
        >
          <CloseIcon aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="space-y-3 px-5 py-4 text-sm">
        <p className="rounded-xl rounded-tl-none bg-surface-tint p-3 text-base">{text.welcome}</p>
        <p className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={`size-2.5 shrink-0 rounded-full ${available ? 'bg-emerald-600' : 'bg-slate-400'}`}
          />
          {available ? text.availableNow : text.unavailableNow}
        </p>
        <p className="text-muted">{text.hours}</p>
        <p>
          <a
            href={phoneHref(phone)}
            className="inline-flex items-center gap-2 font-semibold text-brand-purple-strong hover:underline"
          >
            <PhoneIcon aria-hidden="true" className="size-4" />
            <span>
              {text.callLabel} {phone}
            </span>
          </a>
        </p>
        <form onSubmit={startChat} className="pt-1">
          <label htmlFor={messageId} className="block font-semibold">
            {text.messageLabel}
          </label>
          <textarea
            id={messageId}
            name="message"
            rows={3}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            placeholder={text.messagePlaceholder}
            className="mt-1.5 block w-full rounded-lg border border-slate-400 px-3 py-2 focus:border-brand-purple-strong focus:ring-2 focus:ring-brand-purple/30 focus:outline-none"
          />
          <button type="submit" className="btn-primary mt-3 w-full">
            <SendIcon aria-hidden="true" className="size-4" /> {text.send}
          </button>
        </form>
      </div>
    </AnimatedDialog>
  );
}

/** The chat's small dialog: welcome, hours, who is there, a call link and a message for WhatsApp. */
function ChatPanel({ open, ...dialog }: Props) {
  return (
    <MotionProvider>
      <AnimatePresence>{open && <ChatDialog key="chat" {...dialog} />}</AnimatePresence>
    </MotionProvider>
  );
}

/** The panel with its copy already fetched: what the chat button loads on demand. */
export function chatPanelFor(copy: ChatPanelCopy) {
  return function LoadedChatPanel(props: Omit<Props, 'copy'>) {
    return <ChatPanel {...props} copy={copy} />;
  };
}
