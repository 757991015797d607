'use client';

import { useEffect } from 'react';

/** Spec 9's scroll-animation defaults: offset 120 px, 400 ms, ease, replayed (once: false). */
const OFFSET_PX = 120;

/**
 * Reveals elements marked `data-reveal` as they scroll into view. Progressive: the
 * content is visible in the server HTML; only elements still below the fold when this
 * starts are hidden, and nothing happens under prefers-reduced-motion.
 */
export function ScrollReveal() {
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const elements = Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]'));
    const foldLine = window.innerHeight - OFFSET_PX;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          entry.target.toggleAttribute('data-revealed', entry.isIntersecting);
      },
      { rootMargin: `0px 0px -${OFFSET_PX}px 0px` },
    );
    for (const element of elements) {
      if (element.getBoundingClientRect().top < foldLine) element.setAttribute('data-revealed', '');
      observer.observe(element);
    }
    document.documentElement.dataset.reveal = 'on';
    return () => {
      observer.disconnect();
      delete document.documentElement.dataset.reveal;
    };
  }, []);
  return null;
}
