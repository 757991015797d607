'use client';

import { useEffect } from 'react';
import { useDeferredComponent } from '@/components/ui/use-deferred-component';
import { whenIdle } from '@/lib/when-idle';
import { onConsentReopen } from './consent-reopen';

const importBanner = () => import('./cookie-banner').then((module) => module.CookieBanner);

/**
 * The banner appears 1.5 s after load at the earliest, so its code loads once the page is idle,
 * or at once when the visitor asks for the cookie settings before that.
 */
export function CookieBannerLoader() {
  const { Component: CookieBanner, load } = useDeferredComponent(importBanner);
  useEffect(() => whenIdle(load), [load]);
  useEffect(() => onConsentReopen(load), [load]);
  return CookieBanner ? <CookieBanner /> : null;
}
