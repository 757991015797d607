import type { CookiePreferences } from '@/components/consent/consent-store';
import { analyticsWindow } from './analytics-window';

type GoogleConsent = Record<
  | 'analytics_storage'
  | 'ad_storage'
  | 'ad_user_data'
  | 'ad_personalization'
  | 'personalization_storage'
  | 'functionality_storage'
  | 'security_storage',
  'granted' | 'denied'
>;

const state = (granted: boolean) => (granted ? 'granted' : 'denied');

/** Consent Mode v2 from the banner's categories; null (no choice, or withdrawn) denies everything. */
function googleConsent(preferences: CookiePreferences | null): GoogleConsent {
  const analytics = preferences?.analytics === true;
  const marketing = preferences?.marketing === true;
  return {
    analytics_storage: state(analytics),
    ad_storage: state(marketing),
    ad_user_data: state(marketing),
    ad_personalization: state(marketing),
    personalization_storage: state(preferences?.personalization === true),
    // Strictly necessary storage follows the analytics choice: nothing of Google's is needed without it.
    functionality_storage: state(analytics),
    security_storage: state(analytics),
  };
}

/** gtag.js reads `arguments` objects from the data layer, not arrays. */
function gtag(...args: unknown[]): void;
function gtag() {
  const target = analyticsWindow();
  target.dataLayer = target.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params
  target.dataLayer.push(arguments);
}

/** Before the tag loads: every type denied, then the visitor's choice. */
export function setGoogleDefaults(preferences: CookiePreferences) {
  // gtag.js's own stub, as its snippet sets it: events sent before the tag arrives queue up.
  analyticsWindow().gtag ??= gtag;
  gtag('consent', 'default', googleConsent(null));
  gtag('consent', 'update', googleConsent(preferences));
}

/**
 * A later change of mind: the consent update, and GA's own switch (`ga-disable-<id>`) so a
 * withdrawn visitor sends nothing at all, not even Consent Mode's cookieless pings.
 */
export function updateGoogleConsent(measurementId: string, preferences: CookiePreferences | null) {
  gtag('consent', 'update', googleConsent(preferences));
  analyticsWindow()[`ga-disable-${measurementId}`] = preferences?.analytics !== true;
}

/** Plausible has no consent API; its documented opt-out is this flag, read before every event. */
export function updatePlausibleConsent(preferences: CookiePreferences | null) {
  // Plausible's own queue stub, as its snippet sets it: events before the script arrives wait.
  const target = analyticsWindow();
  target.plausible ??= Object.assign(
    (...args: unknown[]) => {
      (target.plausible!.q ??= []).push(args);
    },
    { q: [] as unknown[] },
  );
  if (preferences?.analytics === true) window.localStorage.removeItem('plausible_ignore');
  else window.localStorage.setItem('plausible_ignore', 'true');
}
