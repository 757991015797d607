import type { Env } from '@/lib/env';

/** The analytics provider the owners configured, as the browser needs to know it; null when none is. */
export type AnalyticsProvider =
  | { name: 'ga4'; measurementId: string }
  | { name: 'plausible'; domain: string; src: string }
  | null;

export function analyticsProvider(
  env: Pick<Env, 'GA_MEASUREMENT_ID' | 'PLAUSIBLE_DOMAIN' | 'PLAUSIBLE_SRC'>,
): AnalyticsProvider {
  if (env.GA_MEASUREMENT_ID) return { name: 'ga4', measurementId: env.GA_MEASUREMENT_ID };
  if (env.PLAUSIBLE_DOMAIN)
    return { name: 'plausible', domain: env.PLAUSIBLE_DOMAIN, src: env.PLAUSIBLE_SRC };
  return null;
}

export type ProviderOrigins = { script: string[]; connect: string[]; img: string[] };

/**
 * What the CSP must allow for the provider: Google's list for GA4 (tag, collection, and the
 * image fallback), or the Plausible script's own origin, which also receives its events.
 */
export function providerOrigins(provider: AnalyticsProvider): ProviderOrigins {
  if (provider?.name === 'ga4') {
    return {
      script: ['https://*.googletagmanager.com'],
      connect: [
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ],
      img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    };
  }
  if (provider?.name === 'plausible') {
    const origin = new URL(provider.src).origin;
    return { script: [origin], connect: [origin], img: [] };
  }
  return { script: [], connect: [], img: [] };
}
