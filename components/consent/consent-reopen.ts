// Kept apart from the consent store so the footer's button doesn't load the store up front.
const REOPEN_EVENT = 'consentreopen';

/** Asks the banner to show again (the footer's 'Cookie settings'). */
export function reopenConsent(): void {
  window.dispatchEvent(new Event(REOPEN_EVENT));
}

export function onConsentReopen(listener: () => void): () => void {
  window.addEventListener(REOPEN_EVENT, listener);
  return () => window.removeEventListener(REOPEN_EVENT, listener);
}
