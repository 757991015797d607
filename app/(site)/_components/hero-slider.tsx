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
import type { SectionOf } from '@/content/page-sections';

type HeroSlide = SectionOf<'heroSlider'>['slides'][number];

const AUTOPLAY_MS = 6000;
/** Embla's duration is not in milliseconds; 40 gives about a 1000 ms fade. */
const TRANSITION_DURATION = 40;
const TEXT_FADE_MS = 500;

const controls = {
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
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

/**
 * One slide's line under the h1: its headline in the text's weight, its description after it,
 * in one cell with the others; the shown one visible. The badge names the slide for screen
 * readers (the carousel's slide label), so the h1 stays the only headline on the screen.
 */
function SlideText({
  slide,
  shown,
  visible,
}: {
  slide: HeroSlide;
  shown: boolean;
  visible: boolean;
}) {
  return (
    <p
      aria-hidden={!shown}
      className="max-w-xl text-lg leading-8 text-ink-soft transition-opacity ease-out [grid-area:1/1] aria-hidden:invisible sm:text-xl sm:leading-9"
      style={{ opacity: shown && visible ? 1 : 0, transitionDuration: `${TEXT_FADE_MS}ms` }}
    >
      <span className="font-semibold text-ink">
        {slide.headline.firstLine}{' '}
        <span className="text-brand-purple-strong">{slide.headline.highlight}</span>{' '}
        {slide.headline.connector} {slide.headline.lastWord}.
      </span>{' '}
      {slide.description}
    </p>
  );
}

/**
 * The home hero: the page's h1 says what the firm does and where, whatever the slide; beside it,
 * four illustrated slides cross-fade in an endless loop every 6 s, with their theme's text, arrows
 * and a visible pause control. The first slide and its text are in the server HTML; under reduced
 * motion nothing moves on its own.
 */
export function HeroSlider({
  heading,
  slides,
  images,
  primary,
  secondary,
}: {
  heading: ReactNode;
  slides: readonly HeroSlide[];
  images: readonly ReactNode[];
  primary: Button;
  secondary: Button;
}) {
  const fading = useFadingText();
  const text = {
    ...controls,
    slide: (index: number, total: number) =>
      `${index} of ${total}: ${slides[index - 1]?.subtitle ?? ''}`,
  };
  const controlClass =
    'grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-ink hover:border-ink hover:bg-ink hover:text-white disabled:opacity-50';

  return (
    <Carousel
      id="hero"
      aria-labelledby="hero-heading"
      total={slides.length}
      text={text}
      autoplayMs={AUTOPLAY_MS}
      duration={TRANSITION_DURATION}
      onSelect={fading.change}
      className="relative isolate overflow-clip bg-gradient-to-b from-surface-tint to-white text-ink"
    >
      <div className="container-page grid items-center gap-8 pt-24 pb-10 lg:min-h-[100svh] lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12 lg:pb-16">
        <div>
          <h1
            id="hero-heading"
            className="font-display text-[2rem] leading-[1.15] font-bold tracking-tight text-ink sm:text-5xl xl:text-[3.25rem]"
          >
            {heading}
          </h1>
          {/* Every slide's text in one cell, the shown one visible: the cell is as tall as the
              tallest, so a change of slide moves nothing on the page. */}
          <div className="mt-6 grid sm:mt-8">
            {slides.map((each, index) => (
              <SlideText
                key={index}
                slide={each}
                shown={index === fading.shown}
                visible={fading.visible}
              />
            ))}
          </div>
          <div className="mt-7 flex flex-wrap gap-3">
            <Link href={primary.href} className="btn-primary">
              {primary.label}
            </Link>
            <Link href={secondary.href} className="btn-outline">
              {secondary.label}
            </Link>
          </div>
        </div>

        <div className="relative">
          <div aria-hidden="true" className="absolute inset-0 -z-10 glow-purple opacity-50" />
          <CarouselSlides
            slides={images}
            className="mx-auto aspect-[16/9] w-full max-w-xl sm:aspect-[4/3]"
            slideClassName="h-full"
          />
          {/* Under the picture they move; the chat button keeps the bottom-right corner. */}
          <div className="mt-5 flex items-center justify-center gap-2" data-no-print>
            <PreviousButton className={controlClass} />
            <PlayPauseButton className={controlClass} />
            <NextButton className={controlClass} />
          </div>
        </div>
      </div>
    </Carousel>
  );
}
