'use client';

import { useEffect } from 'react';
import { LateSlot } from '@/components/ui/on-demand/late-slot';
import { LoadFailed } from '@/components/ui/on-demand/load-failed';
import { loadFailedText } from '@/content/load-failed';
import { useOnDemand } from '@/components/ui/on-demand/use-on-demand';
import { whenIdle } from '@/lib/shared/when-idle';
import { onConsentReopen, reopenConsent } from './consent-reopen';
import { COOKIE_SETTINGS_SELECTOR } from './cookie-settings-button';

const importBanner = () => import('./cookie-banner').then((module) => module.CookieBanner);

/**
 * The banner's code loads once the page is idle (it is due 1.5 s after navigation start, and shows
 * at once if the page took longer), or at once when the visitor asks for the cookie settings
 * (a click on any CookieSettingsButton, answered here).
 */
export function CookieBannerLoader() {
  const { Component: CookieBanner, failed, load } = useOnDemand(importBanner);
  useEffect(() => whenIdle(load), [load]);
  useEffect(() => onConsentReopen(load), [load]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(COOKIE_SETTINGS_SELECTOR)) {
        reopenConsent();
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return (
    <LateSlot>
      {failed && <LoadFailed what={loadFailedText.parts.cookieSettings} onRetry={load} />}
      {!failed && CookieBanner && <CookieBanner />}
    </LateSlot>
  );
}
