'use client';

import { useEffect, type RefObject } from 'react';
import { setConsentRoom } from './consent-room';

/**
 * While `active`, keeps the room the fixed banner takes from the bottom of the viewport (its
 * height and its gap to the edge) given to the page's scroll padding and the chat button, so they
 * keep clear of it (consent-room.ts); taken back when the banner goes.
 */
export function useBannerSpace(banner: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const element = banner.current;
    if (!active || !element) return;
    // Its layout box, not its painted one: the fade-in moves it by a transform for a moment.
    const measure = () =>
      setConsentRoom(
        `${Math.ceil(element.offsetHeight + parseFloat(getComputedStyle(element).bottom))}px`,
      );
    // Scroll padding asks the browser to keep a focused control clear of the banner, but Chromium
    // leaves one in place when it already counts as in view: WCAG 2.2's focus-not-obscured is
    // kept here, by moving the page just enough once the control has focus.
    const uncover = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || element.contains(target)) return;
      const overlap = target.getBoundingClientRect().bottom - element.getBoundingClientRect().top;
      if (overlap > 0) window.scrollBy({ top: overlap + 16, behavior: 'instant' });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    document.addEventListener('focusin', uncover);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      document.removeEventListener('focusin', uncover);
      setConsentRoom(null);
    };
  }, [banner, active]);
}
