'use client';

import { reopenConsent } from './consent-reopen';

/** Reopens the cookie banner so a visitor can change an earlier choice. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={reopenConsent}>
      Cookie settings
    </button>
  );
}
