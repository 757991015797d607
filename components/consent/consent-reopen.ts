// Kept apart from the consent store so the footer's button doesn't load the store up front.
const REOPEN_EVENT = 'consentreopen';

// A click that comes before the banner's code has loaded is remembered until the banner mounts.
let pendingReopen = false;

/** Asks the banner to show again (the footer's 'Cookie settings'). */
export function reopenConsent(): void {
  pendingReopen = true;
  window.dispatchEvent(new Event(REOPEN_EVENT));
}

/** True once if a reopen was asked for since the last call; the banner checks it when it mounts. */
export function takePendingReopen(): boolean {
  const pending = pendingReopen;
  pendingReopen = false;
  return pending;
}

export function onConsentReopen(listener: () => void): () => void {
  window.addEventListener(REOPEN_EVENT, listener);
  return () => window.removeEventListener(REOPEN_EVENT, listener);
}
