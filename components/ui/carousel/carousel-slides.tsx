'use client';

import type { ReactNode } from 'react';
import { useCarousel } from './carousel-context';

/**
 * The viewport and its slides, all in the server HTML side by side (the viewport clips all but
 * the first until Embla stacks them). Slides other than the selected one are hidden from
 * assistive technology and unreachable by keyboard; while nothing changes on its own, a change
 * is announced.
 */
export function CarouselSlides({
  slides,
  className = '',
  slideClassName = '',
}: {
  slides: readonly ReactNode[];
  className?: string;
  slideClassName?: string;
}) {
  const { setViewport, selected, text, running } = useCarousel();
  return (
    <div ref={setViewport} className={`overflow-hidden ${className}`}>
      <div className="flex h-full" aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={text.slide(index + 1, slides.length)}
            aria-hidden={index !== selected}
            inert={index !== selected}
            className={`min-w-0 flex-[0_0_100%] ${slideClassName}`}
          >
            {slide}
          </div>
        ))}
      </div>
    </div>
  );
}
