import type { PageSection } from '@/content/pages';

/**
 * Fixed dot navigation to the page's sections on large screens (from 64rem, the specification's
 * 1024 px), in the page's right margin, never over the content: below 85rem that margin is the
 * container's 32 px padding, and the 24 px dots sit 4 px from the screen's edge; wider, beside the
 * 76rem content column. Each dot is a labelled in-page link; the server marks the first section's,
 * and the layout's shell script (components/layout/shell-script.ts) then marks the first section
 * at least 20 % visible (`rootMargin` narrows the viewport it watches). Centred in the height above
 * the chat button (5rem from the bottom, above the cookie banner while it is open), so that no dot
 * is ever under the button.
 */
export function SideDots({
  sections,
  rootMargin = '0px',
}: {
  sections: readonly PageSection[];
  rootMargin?: string;
}) {
  if (sections.length < 2) return null;
  return (
    <nav
      aria-label="Page sections"
      data-section-dots
      data-root-margin={rootMargin}
      data-no-print
      data-clear-of-consent
      className="fixed top-[calc((100vh-var(--consent-height,0px)-5.5rem)/2)] right-1 z-30 hidden -translate-y-1/2 min-[64rem]:block min-[85rem]:right-5"
    >
      <ul className="flex flex-col gap-1">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={index === 0 ? 'location' : undefined}
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
