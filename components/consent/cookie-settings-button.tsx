/** The markup the cookie banner's loader listens for: a 'Cookie settings' button anywhere. */
export const COOKIE_SETTINGS_SELECTOR = '[data-cookie-settings]';

/**
 * Reopens the cookie banner so a visitor can change an earlier choice. A plain button that
 * CookieBannerLoader answers (one listener for the document), so it can sit in server-made HTML:
 * the footer is sent once, in the document, and not again in every page's RSC payload.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} data-cookie-settings>
      Cookie settings
    </button>
  );
}
