'use client';

import type { ReactNode } from 'react';
import { Carousel } from '@/components/ui/carousel/carousel';
import {
  CarouselDots,
  NextButton,
  PlayPauseButton,
  PreviousButton,
} from '@/components/ui/carousel/carousel-controls';
import { CarouselSlides } from '@/components/ui/carousel/carousel-slides';
import { testimonialCarousel as text } from '@/content/testimonials';

/** Ignore changes for this long after one; a test seam. */
export const LOCK_MS = 600;
/** How often the carousel moves on by itself; a test seam. */
export const AUTO_ADVANCE_MS = 8000;
/** Embla's duration is not in milliseconds; 24 gives about a 600 ms fade. */
const TRANSITION_DURATION = 24;

const control =
  'flex size-11 items-center justify-center rounded-full bg-white text-ink shadow ring-1 ring-slate-200 hover:text-brand-purple-strong';

/**
 * Wraps both ways, dots select directly, a 600 ms lock between changes, auto-advance
 * every 8 s that pauses on hover and focus and has a pause button; no motion when reduced.
 * Every slide is rendered on the server and passed in.
 */
export function TestimonialCarousel({ slides }: { slides: readonly ReactNode[] }) {
  return (
    <Carousel
      aria-label={text.label}
      total={slides.length}
      text={text}
      autoplayMs={AUTO_ADVANCE_MS}
      duration={TRANSITION_DURATION}
      lockMs={LOCK_MS}
      pauseOnHover
      className="mx-auto max-w-3xl"
    >
      <CarouselSlides slides={slides} />
      {slides.length > 1 && (
        <div className="mt-8 flex items-center justify-center gap-4">
          <PreviousButton className={control} />
          <CarouselDots />
          <NextButton className={control} />
          <PlayPauseButton className={control} />
        </div>
      )}
    </Carousel>
  );
}
