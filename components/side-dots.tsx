'use client';

import { useEffect, useState } from 'react';
import type { PageSection } from '@/content/pages';

const THRESHOLD = 0.2;

/**
 * Fixed dot navigation to the page's sections, shown only on screens wide enough that the dots sit
 * in the margin beside the 76rem content column (from 85rem), never over the content. The dot of the
 * section at least 20% visible is highlighted; each dot is a labelled in-page link.
 */
export function SideDots({
  sections,
  rootMargin = '0px',
}: {
  sections: readonly PageSection[];
  rootMargin?: string;
}) {
  const [active, setActive] = useState(sections[0]?.id);

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
      aria-label="Page sections"
      data-no-print
      className="fixed top-1/2 right-5 z-30 hidden -translate-y-1/2 min-[85rem]:block"
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
