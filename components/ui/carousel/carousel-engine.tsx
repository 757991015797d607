'use client';

import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState } from 'react';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/** Exported for the carousel test's stand-in engine. */
export type CarouselEngineProps = {
  /** The viewport the carousel already rendered (server HTML included): Embla takes it over. */
  viewport: HTMLElement;
  /** Embla's cross-fade speed (not milliseconds: about 40 is one second). */
  duration: number;
  autoplayMs: number;
  /** Whether autoplay should be running now (the carousel decides: pause button, hover, focus, reduced motion). */
  running: boolean;
  onReady: (api: CarouselApi) => void;
  onSelect: (index: number) => void;
};

/**
 * Embla with its fade and autoplay plugins, loaded after first paint. Autoplay never starts or
 * resumes on its own: `stopOnInteraction` keeps a drag from restarting it against a visitor's
 * pause, and this component plays it after a drag only while `running`.
 */
export function CarouselEngine({
  viewport,
  duration,
  autoplayMs,
  running,
  onReady,
  onSelect,
}: CarouselEngineProps) {
  const [plugins] = useState(() => [
    Fade(),
    Autoplay({
      delay: autoplayMs,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnFocusIn: false,
    }),
  ]);
  const [attach, api] = useEmblaCarousel({ loop: true, duration }, plugins);

  useEffect(() => attach(viewport), [attach, viewport]);

  useEffect(() => {
    if (!api) return;
    const select = () => onSelect(api.selectedScrollSnap());
    // Listen first: onReady may run a change asked for before Embla was there.
    api.on('select', select);
    onReady(api);
    return () => {
      api.off('select', select);
    };
  }, [api, onReady, onSelect]);

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!api || !autoplay) return;
    if (!running) {
      autoplay.stop();
      return;
    }
    autoplay.play();
    const resumeAfterDrag = () => autoplay.play();
    api.on('pointerUp', resumeAfterDrag);
    return () => {
      api.off('pointerUp', resumeAfterDrag);
    };
  }, [api, running]);

  return null;
}
