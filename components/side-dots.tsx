'use client';

import { useEffect, useRef, useState } from 'react';
import { keepClearOfConsent } from '@/components/consent/consent-room';
import type { PageSection } from '@/content/pages';

const THRESHOLD = 0.2;

/**
 * Fixed dot navigation to the page's sections on large screens (from 64rem, the specification's
 * 1024 px), in the page's right margin, never over the content: below 85rem that margin is the
 * container's 32 px padding, and the 24 px dots sit 4 px from the screen's edge; wider, beside the
 * 76rem content column. The dot of the section at least 20% visible is highlighted; each dot is a
 * labelled in-page link. Centred in the height above the chat button (5rem from the bottom, above
 * the cookie banner while it is open), so that no dot is ever under the button.
 */
export function SideDots({
  sections,
  rootMargin = '0px',
}: {
  sections: readonly PageSection[];
  rootMargin?: string;
}) {
  const [active, setActive] = useState(sections[0]?.id);
  const nav = useRef<HTMLElement>(null);
  // The banner may have opened before the dots came.
  useEffect(() => keepClearOfConsent(nav.current), []);

  // Arriving with a hash scrolls smoothly to its element (instantly under reduced motion).
  useEffect(() => {
    document.getElementById(location.hash.slice(1))?.scrollIntoView({
      behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth',
    });
  }, []);

  useEffect(() => {
    const visible = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.set(entry.target.id, entry.intersectionRatio);
          else visible.delete(entry.target.id);
        }
        const first = sections.find((section) => visible.has(section.id));
        if (first) setActive(first.id);
      },
      { threshold: THRESHOLD, rootMargin },
    );
    for (const section of sections) {
      const element = document.getElementById(section.id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [sections, rootMargin]);

  if (sections.length < 2) return null;

  return (
    <nav
      ref={nav}
      aria-label="Page sections"
      data-no-print
      data-clear-of-consent
      className="fixed top-[calc((100vh-var(--consent-height,0px)-5.5rem)/2)] right-1 z-30 hidden -translate-y-1/2 min-[64rem]:block min-[85rem]:right-5"
    >
      <ul className="flex flex-col gap-1">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={active === section.id ? 'location' : undefined}
              className="group flex size-6 items-center justify-center"
            >
              <span className="sr-only">{section.label}</span>
              <span
                aria-hidden="true"
                className="size-2.5 rounded-full border border-brand-purple-strong bg-white transition-all group-hover:scale-125 group-aria-[current=location]:h-5 group-aria-[current=location]:bg-brand-purple-strong"
              />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
