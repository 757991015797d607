'use client';

import Link from '@/components/ui/link';
import { useCallback, useEffect, useRef, useState } from 'react';
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
import { useBannerSpace } from './use-banner-space';

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

/** Where focus goes when the banner leaves and no control outside it held focus before: the skip link, the next stop after the banner. */
/**
 * One preference: a checkbox named by its short label alone, its explanation linked as its
 * description. Without onChange it is fixed (the necessary storage).
 */
function PreferenceSwitch({
  name,
  label,
  text,
  checked,
  onChange,
  className,
}: {
  name: string;
  label: string;
  text: string;
  checked: boolean;
  onChange?: (checked: boolean) => void;
  className: string;
}) {
  const id = `cookie-${name}`;
  return (
    <div className={`flex items-start gap-3 rounded-lg p-3 ${className}`}>
      <input
        id={id}
        type="checkbox"
        name={onChange && name}
        checked={checked}
        disabled={!onChange}
        onChange={(event) => onChange?.(event.target.checked)}
        aria-describedby={`${id}-text`}
        className="mt-1 size-4 accent-brand-purple-strong"
      />
      <div>
        <label htmlFor={id} className="block text-sm font-semibold">
          {label}
        </label>
        <p id={`${id}-text`} className="text-xs text-muted">
          {text}
        </p>
      </div>
    </div>
  );
}

const firstStopAfterBanner = () => document.querySelector<HTMLElement>('a[href="#main"]');

/**
 * The cookie banner: shown 1.5 s after navigation start while no valid consent is stored. It is
 * the first stop in the tab order (the layout renders it first), the page's scroll padding keeps
 * focused controls clear of it, and Escape dismisses it without a choice (nothing stored: Cookie
 * settings brings it back, and so does the next visit). When it leaves, focus goes back to where
 * it was before the banner took it, so it never falls to <body>.
 */
export function CookieBanner() {
  const [phase, setPhase] = useState<'hidden' | keyof typeof phaseClasses>('hidden');
  const [draft, setDraft] = useState<CookiePreferences>(customizeDefaults);
  const { ref: dialogRef, show: openDialog, close: closeDialog } = useDialog();
  const banner = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useBannerSpace(banner, phase === 'shown');

  useEffect(() => {
    let timer = 0;
    const appear = (delay: number) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setPhase('shown'), delay);
    };
    const reopen = () => {
      takePendingReopen();
      // The footer's Cookie settings: focus comes back to it.
      if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
        returnFocusTo.current = document.activeElement;
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

  const leave = useCallback(() => {
    if (banner.current?.contains(document.activeElement)) {
      const back = returnFocusTo.current;
      (back?.isConnected && !banner.current.contains(back)
        ? back
        : firstStopAfterBanner()
      )?.focus();
    }
    returnFocusTo.current = null;
    setPhase('leaving');
  }, []);

  const choose = (value: ConsentValue, preferences: CookiePreferences) => {
    saveConsent(value, preferences);
    closeDialog();
    leave();
  };

  // Escape anywhere dismisses the open banner, unless something else (a dialog, a menu) took it.
  const shown = phase === 'shown';
  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('dialog[open]')) return;
      leave();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, leave]);

  return (
    phase !== 'hidden' && (
      <section
        ref={banner}
        aria-labelledby="cookie-banner-title"
        data-no-print
        inert={phase === 'leaving'}
        onFocus={(event) => {
          const from = event.relatedTarget;
          if (
            from instanceof HTMLElement &&
            from !== document.body &&
            !event.currentTarget.contains(from)
          )
            returnFocusTo.current ??= from;
        }}
        className={`fixed inset-x-2 bottom-2 z-50 mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-4 shadow-2xl sm:inset-x-3 sm:bottom-3 sm:p-6 lg:right-6 lg:bottom-6 lg:left-auto lg:w-full lg:max-w-md ${phaseClasses[phase]}`}
      >
        <h2 id="cookie-banner-title" className="text-base font-semibold text-ink sm:text-lg">
          We value your privacy
        </h2>
        <p className="mt-1 text-sm leading-5 text-ink-soft sm:mt-2 sm:leading-6">
          We use essential storage to make this site work and, only with your consent, analytics,
          marketing and personalisation cookies. Read our{' '}
          <Link href="/privacy" className="font-medium text-brand-purple-strong underline">
            Privacy Policy
          </Link>
          .
        </p>
        <div className="mt-3 grid grid-cols-3 gap-2 sm:mt-4 sm:flex sm:flex-wrap">
          <button
            type="button"
            className="btn-primary max-sm:px-2"
            onClick={() => choose('accepted', allAccepted)}
          >
            Accept All
          </button>
          <button
            type="button"
            className="btn-outline max-sm:px-2"
            onClick={() => choose('declined', allDeclined)}
          >
            Decline All
          </button>
          <button
            type="button"
            className="btn text-brand-purple-strong underline max-sm:px-2"
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
            <PreferenceSwitch
              name="necessary"
              label="Necessary (always on)"
              text="Remembers this choice and keeps forms secure."
              checked
              className="bg-surface"
            />
            {optionalToggles.map((toggle) => (
              <PreferenceSwitch
                key={toggle.key}
                name={toggle.key}
                label={toggle.label}
                text={toggle.text}
                checked={draft[toggle.key]}
                onChange={(checked) => setDraft({ ...draft, [toggle.key]: checked })}
                className="hover:bg-surface"
              />
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
