'use client';

import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { useDialog } from '@/components/ui/use-dialog';
import {
  allAccepted,
  allDeclined,
  customizeDefaults,
  readConsent,
  saveConsent,
  type ConsentValue,
  type CookiePreferences,
} from './consent-store';
import { onConsentReopen, takePendingReopen } from './consent-reopen';

const SHOW_DELAY_MS = 1500;
/**
 * The banner appears, then fades in 0.3 s later; it slides out over 0.5 s and is then
 * removed. Plain CSS (the fade-in keyframes of globals.css): the banner greets every first
 * visit, so it loads no animation library.
 */
const SLIDE_OUT_MS = 500;
const phaseClasses = {
  shown: 'animate-fade-in [animation-delay:300ms]',
  leaving: 'translate-y-[120%] transition-transform duration-500 ease-in',
};

const optionalToggles: {
  key: Exclude<keyof CookiePreferences, 'necessary'>;
  label: string;
  text: string;
}[] = [
  {
    key: 'analytics',
    label: 'Analytics',
    text: 'Help us understand which pages are useful, in aggregate.',
  },
  {
    key: 'marketing',
    label: 'Marketing',
    text: 'Let partners show you relevant content on other sites.',
  },
  {
    key: 'personalization',
    label: 'Personalisation',
    text: 'Remember choices such as filters between visits.',
  },
];

/** The cookie banner: shown 1.5 s after navigation start while no valid consent is stored. */
export function CookieBanner() {
  const [phase, setPhase] = useState<'hidden' | keyof typeof phaseClasses>('hidden');
  const [draft, setDraft] = useState<CookiePreferences>(customizeDefaults);
  const { ref: dialogRef, show: openDialog, close: closeDialog } = useDialog();

  useEffect(() => {
    let timer = 0;
    const appear = (delay: number) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setPhase('shown'), delay);
    };
    const reopen = () => {
      takePendingReopen();
      setDraft(readConsent()?.preferences ?? customizeDefaults);
      appear(0);
    };
    if (takePendingReopen()) reopen();
    // performance.now() counts from navigation start: the delay runs from there, not from when this code loaded.
    else if (!readConsent()) appear(Math.max(0, SHOW_DELAY_MS - performance.now()));
    const stopListening = onConsentReopen(reopen);
    return () => {
      window.clearTimeout(timer);
      stopListening();
    };
  }, []);

  useEffect(() => {
    if (phase !== 'leaving') return;
    // Only a banner still leaving is removed: a reopen in the same moment wins over it.
    const timer = window.setTimeout(
      () => setPhase((current) => (current === 'leaving' ? 'hidden' : current)),
      SLIDE_OUT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [phase]);

  const choose = (value: ConsentValue, preferences: CookiePreferences) => {
    saveConsent(value, preferences);
    closeDialog();
    setPhase('leaving');
  };

  return (
    phase !== 'hidden' && (
      <section
        aria-labelledby="cookie-banner-title"
        data-no-print
        className={`fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl sm:p-6 ${phaseClasses[phase]}`}
      >
        <h2 id="cookie-banner-title" className="text-lg font-semibold text-ink">
          We value your privacy
        </h2>
        <p className="mt-2 text-sm leading-6 text-ink-soft">
          We use essential storage to make this site work and, only with your consent, analytics,
          marketing and personalisation cookies. Read our{' '}
          <Link href="/privacy" className="font-medium text-brand-purple-strong underline">
            Privacy Policy
          </Link>
          .
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-primary"
            onClick={() => choose('accepted', allAccepted)}
          >
            Accept All
          </button>
          <button
            type="button"
            className="btn-outline"
            onClick={() => choose('declined', allDeclined)}
          >
            Decline All
          </button>
          <button
            type="button"
            className="btn text-brand-purple-strong underline"
            onClick={openDialog}
          >
            Customize
          </button>
        </div>

        <dialog
          ref={dialogRef}
          aria-labelledby="cookie-preferences-title"
          className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-2xl bg-white p-6 text-ink shadow-2xl"
        >
          <h2 id="cookie-preferences-title" className="text-lg font-semibold">
            Cookie preferences
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            Your choice is saved for one year on this device.
          </p>
          <form
            method="dialog"
            className="mt-4 space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              choose('customized', draft);
            }}
          >
            <label className="flex items-start gap-3 rounded-lg bg-surface p-3">
              <input
                type="checkbox"
                checked
                disabled
                className="mt-1 size-4 accent-brand-purple-strong"
              />
              <span>
                <span className="block text-sm font-semibold">Necessary (always on)</span>
                <span className="block text-xs text-muted">
                  Remembers this choice and keeps forms secure.
                </span>
              </span>
            </label>
            {optionalToggles.map((toggle) => (
              <label
                key={toggle.key}
                className="flex items-start gap-3 rounded-lg p-3 hover:bg-surface"
              >
                <input
                  type="checkbox"
                  name={toggle.key}
                  checked={draft[toggle.key]}
                  onChange={(event) => setDraft({ ...draft, [toggle.key]: event.target.checked })}
                  className="mt-1 size-4 accent-brand-purple-strong"
                />
                <span>
                  <span className="block text-sm font-semibold">{toggle.label}</span>
                  <span className="block text-xs text-muted">{toggle.text}</span>
                </span>
              </label>
            ))}
            <div className="flex justify-end gap-2 pt-2">
              <button type="button" className="btn-outline" onClick={closeDialog}>
                Cancel
              </button>
              <button type="submit" className="btn-primary">
                Save Preferences
              </button>
            </div>
          </form>
        </dialog>
      </section>
    )
  );
}
