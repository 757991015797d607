'use client';

import { useEffect } from 'react';

/** The scroll-animation defaults: offset 120 px, 400 ms, ease, replayed (once: false). */
const OFFSET_PX = 120;

/**
 * Reveals elements marked `data-reveal` as they scroll into view. Progressive: the
 * content is visible in the server HTML, and nothing happens under prefers-reduced-motion.
 * Nothing is hidden until the observer's first report has marked what is already in view: it
 * comes with the next frame's own layout, where reading each element's position here would
 * force a layout of the whole page (every `content-visibility: auto` block included) before the
 * visitor's first input.
 */
export function ScrollReveal() {
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const root = document.documentElement;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          entry.target.toggleAttribute('data-revealed', entry.isIntersecting);
        root.dataset.reveal = 'on';
      },
      { rootMargin: `0px 0px -${OFFSET_PX}px 0px` },
    );
    for (const element of document.querySelectorAll<HTMLElement>('[data-reveal]'))
      observer.observe(element);
    return () => {
      observer.disconnect();
      delete root.dataset.reveal;
    };
  }, []);
  return null;
}
