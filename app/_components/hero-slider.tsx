'use client';

import Link from '@/components/ui/link';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Carousel } from '@/components/ui/carousel/carousel';
import {
  NextButton,
  PlayPauseButton,
  PreviousButton,
} from '@/components/ui/carousel/carousel-controls';
import { CarouselSlides } from '@/components/ui/carousel/carousel-slides';
import type { HeroSlide } from '@/content/home';

const AUTOPLAY_MS = 6000;
/** Embla's duration is not in milliseconds; 40 gives about a 1000 ms fade. */
const TRANSITION_DURATION = 40;
const TEXT_FADE_MS = 500;

const text = {
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  slide: (index: number, total: number) => `${index} of ${total}`,
};

type Button = { label: string; href: string };

/** The text block fades out for 500 ms on a change, then shows the new slide's text. */
function useFadingText() {
  const [shown, setShown] = useState(0);
  const [visible, setVisible] = useState(true);
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const change = useCallback((index: number) => {
    setVisible(false);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setShown(index);
      setVisible(true);
    }, TEXT_FADE_MS);
  }, []);
  return { shown, visible, change };
}

/** One slide's badge, headline and description; the page's h1 while it is the one shown. */
function SlideText({
  slide,
  shown,
  visible,
}: {
  slide: HeroSlide;
  shown: boolean;
  visible: boolean;
}) {
  const Heading = shown ? 'h1' : 'p';
  return (
    <div
      aria-hidden={!shown}
      className="transition-opacity ease-out [grid-area:1/1] aria-hidden:invisible"
      style={{ opacity: shown && visible ? 1 : 0, transitionDuration: `${TEXT_FADE_MS}ms` }}
    >
      <p className="inline-flex rounded-full border border-white/25 bg-white/10 px-4 py-1.5 text-sm font-medium">
        {slide.subtitle}
      </p>
      <Heading
        id={shown ? 'hero-heading' : undefined}
        className="mt-6 text-4xl leading-tight font-bold sm:text-6xl"
      >
        {slide.headline.firstLine}{' '}
        <span className="text-brand-orange">{slide.headline.highlight}</span>{' '}
        {slide.headline.connector} <span className="block">{slide.headline.lastWord}</span>
      </Heading>
      <p className="mt-6 max-w-xl text-lg leading-8 text-slate-200">{slide.description}</p>
    </div>
  );
}

/**
 * The home hero: four full-bleed images that cross-fade in an endless loop every
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
  const fading = useFadingText();
  const controlClass =
    'grid size-11 place-items-center rounded-full border border-white/40 bg-ink/40 hover:bg-white hover:text-ink disabled:opacity-50';

  return (
    <Carousel
      id="hero"
      aria-labelledby="hero-heading"
      total={slides.length}
      text={text}
      autoplayMs={AUTOPLAY_MS}
      duration={TRANSITION_DURATION}
      onSelect={fading.change}
      className="relative isolate h-[100svh] min-h-[36rem] overflow-hidden bg-ink text-white"
    >
      <CarouselSlides
        slides={images}
        className="absolute inset-0 -z-10"
        slideClassName="relative h-full"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-ink/90 via-ink/60 to-ink/10" />

      <div className="container-page flex h-full flex-col justify-center pt-16">
        <div className="max-w-2xl">
          {/* Every slide's text in one cell, the shown one visible: the cell is as tall as the
              tallest, so a change of slide moves nothing on the page. */}
          <div className="grid">
            {slides.map((each, index) => (
              <SlideText
                key={each.headline.firstLine}
                slide={each}
                shown={index === fading.shown}
                visible={fading.visible}
              />
            ))}
          </div>
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

      {/* Left, under the text: the chat button takes the bottom-right corner. */}
      <div
        className="container-page absolute inset-x-0 bottom-6 flex items-center gap-2"
        data-no-print
      >
        <PreviousButton className={controlClass} />
        <PlayPauseButton className={controlClass} />
        <NextButton className={controlClass} />
      </div>
    </Carousel>
  );
}
