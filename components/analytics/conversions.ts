import { readConsent } from '@/components/consent/consent-store';
import { analyticsWindow } from './analytics-window';

type Params = Record<string, string | number>;

/** What each conversion says, beyond the page it happened on. */
type Conversions = {
  enquiry_sent: { service: string; outcome: Outcome };
  /** `source`: the channel that brought the applicant (lib/shared/application-source.ts). */
  application_sent: { job_id: string; job_title: string; outcome: Outcome; source: string };
  enquiry_click: { topic: string };
  apply_click: { job_id: string; job_title: string };
  whatsapp_chat_click: Params;
};

/** 'delivered': the admin API (or the embedded store) took it; 'received': kept, delivery pending. */
export type Outcome = 'delivered' | 'received';
export const outcomeOf = (queued: boolean | undefined): Outcome =>
  queued ? 'received' : 'delivered';

/** Conversions tracked after consent but before the provider's tag was set up (a quick click). */
const waiting: [keyof Conversions, Params][] = [];
const MAX_WAITING = 20;

function send(name: keyof Conversions, params: Params): boolean {
  const target = analyticsWindow();
  if (typeof target.gtag === 'function') target.gtag('event', name, params);
  else if (typeof target.plausible === 'function') target.plausible(name, { props: params });
  else return false;
  return true;
}

/**
 * Sends one conversion to the configured provider, with the page's path. Nothing happens
 * without analytics consent; before the provider's tag is set up it waits (flushConversions).
 */
export function trackConversion<Name extends keyof Conversions>(
  name: Name,
  details: Conversions[Name],
) {
  if (readConsent()?.preferences.analytics !== true) return;
  const params: Params = { ...details, page: window.location.pathname };
  if (!send(name, params) && waiting.length < MAX_WAITING) waiting.push([name, params]);
}

/** Sends what waited for the provider; AnalyticsLoader calls it once the tag's queue exists. */
export function flushConversions() {
  for (const [name, params] of waiting.splice(0)) send(name, params);
}
