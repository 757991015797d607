'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/ui/control-icons';
import { testimonialCarousel as text } from '@/content/testimonials';

export const LOCK_MS = 600;
export const AUTO_ADVANCE_MS = 8000;

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * Spec 4: wraps both ways, dots select directly, a 600 ms lock between changes, auto-advance
 * every 8 s that pauses on hover and focus and has a pause button; no motion when reduced.
 * Every slide is rendered on the server and passed in; hidden ones are inert.
 */
export function TestimonialCarousel({ slides }: { slides: readonly ReactNode[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const lockedUntil = useRef(0);
  const reduced = usePrefersReducedMotion();
  const total = slides.length;

  const go = useCallback(
    (target: number) => {
      const now = Date.now();
      if (now < lockedUntil.current) return;
      lockedUntil.current = now + LOCK_MS;
      setIndex(((target % total) + total) % total);
    },
    [total],
  );

  const running = total > 1 && !paused && !hovered && !focused && !reduced;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => go(index + 1), AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [running, go, index]);

  const control = 'flex size-11 items-center justify-center rounded-full bg-white text-ink shadow ring-1 ring-slate-200 hover:text-brand-purple-strong';
  return (
    <section
      aria-roledescription="carousel"
      aria-label={text.label}
      className="mx-auto max-w-3xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setFocused(false)}
    >
      <div className="grid" aria-live={running ? 'off' : 'polite'}>
        {slides.map((content, slide) => (
          <div
            key={slide}
            role="group"
            aria-roledescription="slide"
            aria-label={text.slide(slide + 1, total)}
            aria-hidden={slide !== index}
            inert={slide !== index}
            className={`[grid-area:1/1] transition-opacity duration-[600ms] motion-reduce:transition-none ${slide === index ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
          >
            {content}
          </div>
        ))}
      </div>
      {total > 1 && (
        <div className="mt-8 flex items-center justify-center gap-4">
          <button type="button" className={control} aria-label={text.previous} onClick={() => go(index - 1)}>
            <ChevronLeftIcon aria-hidden="true" className="size-5" />
          </button>
          <ul className="flex items-center">
            {slides.map((_, dot) => (
              <li key={dot}>
                <button
                  type="button"
                  aria-label={text.dot(dot + 1, total)}
                  aria-current={dot === index ? 'true' : undefined}
                  onClick={() => go(dot)}
                  className="group flex size-8 items-center justify-center"
                >
                  <span className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${dot === index ? 'w-6 bg-brand-purple-strong' : 'w-2.5 bg-slate-400 group-hover:bg-slate-500'}`} />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={control} aria-label={text.next} onClick={() => go(index + 1)}>
            <ChevronRightIcon aria-hidden="true" className="size-5" />
          </button>
          <button type="button" className={control} aria-label={paused ? text.play : text.pause} onClick={() => setPaused((value) => !value)}>
            {paused ? <PlayIcon aria-hidden="true" className="size-5" /> : <PauseIcon aria-hidden="true" className="size-5" />}
          </button>
        </div>
      )}
    </section>
  );
}
