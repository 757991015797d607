'use client';

import { CloseIcon, MessageIcon, PhoneIcon, SendIcon } from '@/components/ui/control-icons';
import { useId, useState, type FormEvent } from 'react';
import { useDialog } from '@/components/ui/use-dialog';
import { company } from '@/content/company';
import { chatWidget as text } from '@/content/contact';
import { phoneHref, whatsappHref } from '@/lib/contact-links';
import { isAvailableInIst } from './availability';

/** Floating WhatsApp-style chat (spec 2.16): a button that opens a small dialog. */
export function ChatWidget() {
  const { ref, open, show, close } = useDialog();
  const [message, setMessage] = useState('');
  const [available, setAvailable] = useState(false);
  const titleId = useId();
  const messageId = useId();

  const openPanel = () => {
    setAvailable(isAvailableInIst());
    show();
  };

  const startChat = (event: FormEvent) => {
    event.preventDefault();
    window.open(whatsappHref(company.phone, message.trim() || undefined), '_blank', 'noopener,noreferrer');
  };

  return (
    <>
      <button
        type="button"
        onClick={openPanel}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={text.open}
        className="fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-[#1a7f4b] text-white shadow-lg hover:bg-[#146c3f] sm:right-6 sm:bottom-6"
      >
        <MessageIcon aria-hidden="true" className="size-7" />
      </button>
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        className="fixed inset-auto right-4 bottom-20 m-0 w-[min(22rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-ink shadow-2xl sm:right-6 sm:bottom-24"
      >
        <div className="flex items-center justify-between bg-[#1a7f4b] px-5 py-4 text-white">
          <h2 id={titleId} className="font-semibold">{text.title}</h2>
          <button type="button" onClick={close} aria-label={text.close} className="rounded-full p-1.5 hover:bg-white/15">
            <CloseIcon aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="space-y-3 px-5 py-4 text-sm">
          <p className="rounded-xl rounded-tl-none bg-surface-tint p-3 text-base">{text.welcome}</p>
          <p className="flex items-center gap-2">
            <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${available ? 'bg-emerald-600' : 'bg-slate-400'}`} />
            {available ? text.availableNow : text.unavailableNow}
          </p>
          <p className="text-muted">{text.hours}</p>
          <p>
            <a href={phoneHref(company.phone)} className="inline-flex items-center gap-2 font-semibold text-brand-purple-strong hover:underline">
              <PhoneIcon aria-hidden="true" className="size-4" />
              <span>
                {text.callLabel} {company.phone}
              </span>
            </a>
          </p>
          <form onSubmit={startChat} className="pt-1">
            <label htmlFor={messageId} className="block font-semibold">{text.messageLabel}</label>
            <textarea
              id={messageId}
              name="message"
              rows={3}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              placeholder={text.messagePlaceholder}
              className="mt-1.5 block w-full rounded-lg border border-slate-400 px-3 py-2 focus:border-brand-purple-strong focus:ring-2 focus:ring-brand-purple/30 focus:outline-none"
            />
            <button type="submit" className="btn mt-3 w-full bg-[#1a7f4b] text-white hover:bg-[#146c3f]">
              <SendIcon aria-hidden="true" className="size-4" /> {text.send}
            </button>
          </form>
        </div>
      </dialog>
    </>
  );
}
