'use client';

import { createContext, useContext } from 'react';

export type CarouselText = {
  previous: string;
  next: string;
  pause: string;
  play: string;
  slide: (index: number, total: number) => string;
  dot?: (index: number, total: number) => string;
};

type CarouselState = {
  text: CarouselText;
  total: number;
  selected: number;
  /** The visitor's setting: true unless they paused it or prefer reduced motion. */
  playing: boolean;
  /** Whether slides are changing on their own right now (then the slides are not a live region). */
  running: boolean;
  /** False in the server HTML and until hydration: a click then would be lost, so controls wait. */
  interactive: boolean;
  setViewport: (element: HTMLElement | null) => void;
  goTo: (index: number) => void;
  previous: () => void;
  next: () => void;
  togglePlaying: () => void;
};

export const CarouselContext = createContext<CarouselState | null>(null);

export function useCarousel(): CarouselState {
  const state = useContext(CarouselContext);
  if (!state) throw new Error('useCarousel must be used inside <Carousel>');
  return state;
}
