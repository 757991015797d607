'use client';

import { useCallback, useEffect, useRef, useState, type ComponentProps } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { LoadFailed } from '@/components/ui/on-demand/load-failed';
import { loadFailedText } from '@/content/load-failed';
import { useOnDemand } from '@/components/ui/on-demand/use-on-demand';
import { whenIdle } from '@/lib/shared/when-idle';
import { CarouselContext, type CarouselText } from './carousel-context';
import type { CarouselApi } from './carousel-engine';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** How near the viewport a carousel must come for its engine to load: half a screen. */
const NEAR_VIEWPORT = '50% 0px';

const importEngine = () => import('./carousel-engine').then((module) => module.CarouselEngine);

type Props = Omit<ComponentProps<'section'>, 'onSelect'> & {
  total: number;
  text: CarouselText;
  autoplayMs: number;
  /** Embla's cross-fade speed (not milliseconds: about 40 is one second). */
  duration: number;
  /** Ignore changes for this long after one, so a transition is never cut short. */
  lockMs?: number;
  /** Pause while the pointer is over it (not for a full-screen hero, which it always is). */
  pauseOnHover?: boolean;
  onSelect?: (index: number) => void;
};

/**
 * The site's carousel: a labelled region whose slides, controls and first slide are complete in
 * the server HTML; Embla (embla-carousel-react with fade and autoplay) loads once the carousel is
 * near the viewport and the page is idle, or at once when a control is used or a swipe begun first. Autoplay pauses on the pause button, while focus is
 * inside and (optionally) under the pointer; under reduced motion nothing moves on its own and
 * changes happen without a transition. Compose it with CarouselSlides and the controls.
 */
export function Carousel({
  total,
  text,
  autoplayMs,
  duration,
  lockMs = 0,
  pauseOnHover = false,
  onSelect,
  children,
  ...section
}: Props) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<CarouselApi | null>(null);
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = usePrefersReducedMotion();
  const interactive = useHydrated();
  const { Component: Engine, failed, load } = useOnDemand(importEngine);
  const pending = useRef<((api: CarouselApi) => void) | null>(null);
  const lockedUntil = useRef(0);

  const sectionRef = useRef<HTMLElement>(null);
  // Embla measures the slides when it starts (a layout of the page): not before the carousel comes
  // near the viewport, and then at idle. A control used or a swipe begun earlier loads it at once.
  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    // Without the observer (an old browser) it cannot tell where it is: it loads at idle.
    if (!('IntersectionObserver' in window)) return whenIdle(load);
    let cancelIdle = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenIdle(load);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(section);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [load]);

  const playing = !paused && !reduced;
  const running = Boolean(api) && playing && !hovered && !focused && total > 1;

  const onReady = useCallback((ready: CarouselApi) => {
    setApi(ready);
    pending.current?.(ready);
    pending.current = null;
  }, []);
  const select = useCallback(
    (index: number) => {
      setSelected(index);
      onSelect?.(index);
    },
    [onSelect],
  );

  /** Runs a change now, or as soon as Embla is there (a control used before it loaded). */
  const change = (action: (ready: CarouselApi) => void) => {
    const now = Date.now();
    if (now < lockedUntil.current) return;
    lockedUntil.current = now + lockMs;
    if (api) action(api);
    else {
      pending.current = action;
      load();
    }
  };

  const state = {
    text,
    total,
    selected,
    playing,
    running,
    interactive,
    setViewport,
    goTo: (index: number) => change((ready) => ready.scrollTo(index, reduced)),
    previous: () => change((ready) => ready.scrollPrev(reduced)),
    next: () => change((ready) => ready.scrollNext(reduced)),
    togglePlaying: () => setPaused((value) => !value),
  };

  return (
    <CarouselContext value={state}>
      <section
        ref={sectionRef}
        onPointerDown={load}
        aria-roledescription="carousel"
        onMouseEnter={pauseOnHover ? () => setHovered(true) : undefined}
        onMouseLeave={pauseOnHover ? () => setHovered(false) : undefined}
        onFocus={() => setFocused(true)}
        onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setFocused(false)}
        {...section}
      >
        {children}
        {Engine && viewport && (
          <Engine
            viewport={viewport}
            duration={duration}
            autoplayMs={autoplayMs}
            running={running}
            onReady={onReady}
            onSelect={select}
          />
        )}
        {failed && <LoadFailed what={loadFailedText.parts.slideshow} onRetry={load} />}
      </section>
    </CarouselContext>
  );
}
