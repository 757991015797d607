'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { useConsent } from '@/components/consent/consent-store';
import type { AnalyticsProvider } from '@/lib/analytics/provider';
import { flushConversions } from './conversions';
import { setGoogleDefaults, updateGoogleConsent, updatePlausibleConsent } from './consent-signals';

// The tag's code (and @next/third-parties) loads only for a visitor who consented.
const ProviderScript = dynamic(() => import('./provider-script'), { ssr: false });

/**
 * Analytics, off until the visitor consents to the analytics category: only then is the
 * configured provider asked for (GET /api/analytics) and its tag loaded, with Consent Mode
 * set before it. A later withdrawal switches the loaded tag off; a page cannot unload a script.
 */
export function AnalyticsLoader() {
  const consent = useConsent();
  const analytics = consent?.preferences.analytics === true;
  const [provider, setProvider] = useState<AnalyticsProvider | undefined>(undefined);
  const loaded = useRef(false);

  useEffect(() => {
    if (!analytics || provider !== undefined) return;
    let current = true;
    fetch('/api/analytics')
      .then((response) =>
        response.ok
          ? (response.json() as Promise<{ provider: AnalyticsProvider }>)
          : { provider: null },
      )
      .catch(() => ({ provider: null }))
      .then((answer) => current && setProvider(answer.provider));
    return () => {
      current = false;
    };
  }, [analytics, provider]);

  useEffect(() => {
    if (!provider) return;
    const preferences = consent?.preferences ?? null;
    if (provider.name === 'plausible') updatePlausibleConsent(preferences);
    else if (!loaded.current && preferences) setGoogleDefaults(preferences);
    else updateGoogleConsent(provider.measurementId, preferences);
    loaded.current = true;
    flushConversions();
  }, [provider, consent]);

  return provider ? <ProviderScript provider={provider} /> : null;
}
