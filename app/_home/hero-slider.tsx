'use client';

import type { EmblaCarouselType } from 'embla-carousel';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/ui/control-icons';
import Link from 'next/link';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { HeroSlide } from '@/content/home';
import { whenIdle } from '@/lib/when-idle';

const AUTOPLAY_MS = 6000;
/** Embla's duration is not in milliseconds; 40 gives about a 1000 ms fade. */
const TRANSITION_DURATION = 40;
const TEXT_FADE_MS = 500;

type Button = { label: string; href: string };

/** Embla and its plugins load once the page is idle, so they stay out of the first-load JavaScript. */
async function createCarousel(viewport: HTMLElement): Promise<EmblaCarouselType> {
  const [{ default: EmblaCarousel }, { default: Fade }, { default: Autoplay }] = await Promise.all([
    import('embla-carousel'),
    import('embla-carousel-fade'),
    import('embla-carousel-autoplay'),
  ]);
  return EmblaCarousel(viewport, { loop: true, duration: TRANSITION_DURATION }, [
    Fade(),
    Autoplay({ delay: AUTOPLAY_MS, stopOnInteraction: false, playOnInit: false }),
  ]);
}

/**
 * The home hero (spec 2.6): four full-bleed images that cross-fade in an endless loop every
 * 6 s, with arrows and a visible pause control. The first slide and its text are in the
 * server HTML; under reduced motion nothing moves on its own.
 */
export function HeroSlider({
  slides,
  images,
  primary,
  secondary,
}: {
  slides: readonly HeroSlide[];
  images: readonly ReactNode[];
  primary: Button;
  secondary: Button;
}) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const [shownText, setShownText] = useState(0);
  const [textVisible, setTextVisible] = useState(true);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    let carousel: EmblaCarouselType | null = null;
    let cancelled = false;
    const cancelIdle = whenIdle(async () => {
      if (!viewportRef.current) return;
      carousel = await createCarousel(viewportRef.current);
      if (cancelled) carousel.destroy();
      else setEmbla(carousel);
    });
    return () => {
      cancelled = true;
      cancelIdle();
      carousel?.destroy();
    };
  }, []);

  useEffect(() => {
    if (!embla) return;
    let textTimer = 0;
    // The text block fades out for 500 ms, then shows the new slide's text.
    const onSelect = () => {
      const index = embla.selectedScrollSnap();
      setSelected(index);
      setTextVisible(false);
      window.clearTimeout(textTimer);
      textTimer = window.setTimeout(() => {
        setShownText(index);
        setTextVisible(true);
      }, TEXT_FADE_MS);
    };
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    embla.on('select', onSelect).on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) embla.plugins().autoplay?.play();
    return () => {
      window.clearTimeout(textTimer);
      embla.off('select', onSelect).off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [embla]);

  const togglePlay = () => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
  };

  const slide = slides[shownText]!;
  const controlClass =
    'grid size-11 place-items-center rounded-full border border-white/40 bg-ink/40 hover:bg-white hover:text-ink disabled:opacity-50';

  return (
    <section
      id="hero"
      aria-roledescription="carousel"
      aria-labelledby="hero-heading"
      className="relative isolate h-[100svh] min-h-[36rem] overflow-hidden bg-ink text-white"
    >
      <div ref={viewportRef} className="absolute inset-0 -z-10 overflow-hidden">
        <div className="flex h-full">
          {slides.map((item, index) => (
            <div
              key={item.image.src}
              className="relative h-full min-w-0 flex-[0_0_100%]"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-hidden={index !== selected}
            >
              {images[index]}
            </div>
          ))}
        </div>
      </div>
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-ink/90 via-ink/60 to-ink/10" />

      <div className="container-page flex h-full flex-col justify-center pt-16">
        <div
          className="max-w-2xl transition-opacity ease-out"
          style={{ opacity: textVisible ? 1 : 0, transitionDuration: `${TEXT_FADE_MS}ms` }}
        >
          <p className="inline-flex rounded-full border border-white/25 bg-white/10 px-4 py-1.5 text-sm font-medium">
            {slide.subtitle}
          </p>
          <h1 id="hero-heading" className="mt-6 text-4xl leading-tight font-bold sm:text-6xl">
            {slide.headline.firstLine} <span className="text-brand-orange">{slide.headline.highlight}</span>{' '}
            {slide.headline.connector} <span className="block">{slide.headline.lastWord}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-200">{slide.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href={primary.href} className="btn-accent">
              {primary.label}
            </Link>
            <Link href={secondary.href} className="btn-ghost-light">
              {secondary.label}
            </Link>
          </div>
        </div>
      </div>

      <div className="absolute right-5 bottom-6 flex items-center gap-2 sm:right-8" data-no-print>
        <button type="button" onClick={() => embla?.scrollPrev()} disabled={!embla} className={controlClass}>
          <ChevronLeftIcon aria-hidden="true" className="size-5" />
          <span className="sr-only">Previous slide</span>
        </button>
        <button type="button" onClick={togglePlay} disabled={!embla} className={controlClass}>
          {playing ? <PauseIcon aria-hidden="true" className="size-5" /> : <PlayIcon aria-hidden="true" className="size-5" />}
          <span className="sr-only">{playing ? 'Pause slideshow' : 'Play slideshow'}</span>
        </button>
        <button type="button" onClick={() => embla?.scrollNext()} disabled={!embla} className={controlClass}>
          <ChevronRightIcon aria-hidden="true" className="size-5" />
          <span className="sr-only">Next slide</span>
        </button>
      </div>
    </section>
  );
}
