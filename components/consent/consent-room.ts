/**
 * The room the open cookie banner takes at the bottom of the viewport, given to what must stay
 * clear of it: the page's scroll padding and bottom padding (inline, on <html> and <body>) and
 * each element marked `data-clear-of-consent` (as --consent-height, on the element itself). Not a
 * custom property on <html>: every element inherits those, so setting one there restyled the
 * whole document (95 ms of one task on a throttled phone).
 */
export function setConsentRoom(room: string | null) {
  const root = document.documentElement;
  if (room) root.dataset.consentRoom = room;
  else delete root.dataset.consentRoom;
  root.style.scrollPaddingBottom = room ?? '';
  document.body.style.paddingBottom = room ?? '';
  for (const element of document.querySelectorAll<HTMLElement>('[data-clear-of-consent]'))
    keepClearOfConsent(element);
}

/** Gives `element` the banner's current room as --consent-height (for one that appears later). */
export function keepClearOfConsent(element: HTMLElement | null) {
  const room = document.documentElement.dataset.consentRoom;
  if (!element) return;
  if (room) element.style.setProperty('--consent-height', room);
  else element.style.removeProperty('--consent-height');
}
