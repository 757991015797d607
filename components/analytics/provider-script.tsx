'use client';

import { GoogleAnalytics } from '@next/third-parties/google';
import Script from 'next/script';
import type { AnalyticsProvider } from '@/lib/analytics/provider';

/**
 * The provider's tag, rendered only after the visitor consented to analytics (AnalyticsLoader).
 * Plausible's queue stub comes first, so events sent before its script arrives are kept.
 */
export default function ProviderScript({ provider }: { provider: NonNullable<AnalyticsProvider> }) {
  if (provider.name === 'ga4') return <GoogleAnalytics gaId={provider.measurementId} />;
  return (
    <>
      <Script id="plausible-queue">
        {
          'window.plausible = window.plausible || function () { (window.plausible.q = window.plausible.q || []).push(arguments); };'
        }
      </Script>
      <Script src={provider.src} data-domain={provider.domain} />
    </>
  );
}
