import { readConsent } from '@/components/consent/consent-store';
import { analyticsWindow } from './analytics-window';

type Params = Record<string, string | number>;

/** What each conversion says, beyond the page it happened on. */
export type Conversions = {
  enquiry_sent: { service: string; outcome: Outcome };
  application_sent: { job_id: string; job_title: string; outcome: Outcome };
  enquiry_click: { topic: string };
  apply_click: { job_id: string; job_title: string };
  whatsapp_chat_click: Params;
};

/** 'delivered': the admin API (or the embedded store) took it; 'received': kept, delivery pending. */
export type Outcome = 'delivered' | 'received';
export const outcomeOf = (queued: boolean | undefined): Outcome =>
  queued ? 'received' : 'delivered';

/**
 * Sends one conversion to the configured provider, with the page's path. Nothing happens
 * without analytics consent, or when no provider is loaded (none configured, or not yet).
 */
export function trackConversion<Name extends keyof Conversions>(
  name: Name,
  details: Conversions[Name],
) {
  if (readConsent()?.preferences.analytics !== true) return;
  const params: Params = { ...details, page: window.location.pathname };
  const target = analyticsWindow();
  if (typeof target.gtag === 'function') target.gtag('event', name, params);
  else if (typeof target.plausible === 'function') target.plausible(name, { props: params });
}
