'use client';

import { useEffect, type RefObject } from 'react';

/**
 * While `active`, keeps --consent-height on <html> equal to the room the fixed banner takes from
 * the bottom of the viewport (its height and its gap to the edge), so the page's scroll padding
 * and the chat button keep clear of it; removed when the banner goes.
 */
export function useBannerSpace(banner: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const element = banner.current;
    if (!active || !element) return;
    const root = document.documentElement;
    // Its layout box, not its painted one: the fade-in moves it by a transform for a moment.
    const measure = () =>
      root.style.setProperty(
        '--consent-height',
        `${Math.ceil(element.offsetHeight + parseFloat(getComputedStyle(element).bottom))}px`,
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--consent-height');
    };
  }, [banner, active]);
}
