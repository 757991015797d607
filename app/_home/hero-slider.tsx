'use client';

import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import Image from 'next/image';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import type { HeroSlide } from '@/content/home';

const AUTOPLAY_MS = 6000;
/** Embla's duration is not in milliseconds; 40 is about 1000 ms for the fade. */
const TRANSITION_DURATION = 40;
const TEXT_FADE_MS = 500;

type Button = { label: string; href: string };

/**
 * The home hero (spec 2.6): four full-bleed images that cross-fade in an endless loop
 * every 6 s, with arrows and a visible pause control. The first slide and its text are
 * in the server HTML; under reduced motion nothing moves on its own.
 */
export function HeroSlider({ slides, primary, secondary }: { slides: readonly HeroSlide[]; primary: Button; secondary: Button }) {
  const [emblaRef, embla] = useEmblaCarousel({ loop: true, duration: TRANSITION_DURATION }, [
    Fade(),
    Autoplay({ delay: AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: false, playOnInit: false }),
  ]);
  const [selected, setSelected] = useState(0);
  const [shownText, setShownText] = useState(0);
  const [textVisible, setTextVisible] = useState(true);
  const [playing, setPlaying] = useState(false);

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

  const togglePlay = useCallback(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
  }, [embla]);

  const slide = slides[shownText]!;

  return (
    <section
      id="hero"
      aria-roledescription="carousel"
      aria-labelledby="hero-heading"
      className="relative isolate h-[100svh] min-h-[36rem] overflow-hidden bg-ink text-white"
    >
      <div ref={emblaRef} className="absolute inset-0 -z-10 overflow-hidden">
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
              <Image
                src={item.image.src}
                alt={item.image.alt}
                fill
                sizes="100vw"
                preload={index === 0}
                fetchPriority={index === 0 ? 'high' : undefined}
                loading={index === 0 ? 'eager' : 'lazy'}
                className="object-cover"
              />
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
        <button type="button" onClick={() => embla?.scrollPrev()} className="grid size-11 place-items-center rounded-full border border-white/40 bg-ink/40 hover:bg-white hover:text-ink">
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">Previous slide</span>
        </button>
        <button type="button" onClick={togglePlay} className="grid size-11 place-items-center rounded-full border border-white/40 bg-ink/40 hover:bg-white hover:text-ink">
          {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
          <span className="sr-only">{playing ? 'Pause slideshow' : 'Play slideshow'}</span>
        </button>
        <button type="button" onClick={() => embla?.scrollNext()} className="grid size-11 place-items-center rounded-full border border-white/40 bg-ink/40 hover:bg-white hover:text-ink">
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">Next slide</span>
        </button>
      </div>
    </section>
  );
}
