'use client';

import {
  ChevronLeftIcon,
  ChevronRightIcon,
  PauseIcon,
  PlayIcon,
} from '@/components/ui/control-icons';
import { useCarousel } from './carousel-context';

type ButtonProps = { className: string };

export function PreviousButton({ className }: ButtonProps) {
  const { previous, text, interactive } = useCarousel();
  return (
    <button type="button" className={className} disabled={!interactive} onClick={previous}>
      <ChevronLeftIcon aria-hidden="true" className="size-5" />
      <span className="sr-only">{text.previous}</span>
    </button>
  );
}

export function NextButton({ className }: ButtonProps) {
  const { next, text, interactive } = useCarousel();
  return (
    <button type="button" className={className} disabled={!interactive} onClick={next}>
      <ChevronRightIcon aria-hidden="true" className="size-5" />
      <span className="sr-only">{text.next}</span>
    </button>
  );
}

/** Named by what it does next (no pressed state on top, which would say the same twice). */
export function PlayPauseButton({ className }: ButtonProps) {
  const { playing, togglePlaying, text, interactive } = useCarousel();
  return (
    <button type="button" className={className} disabled={!interactive} onClick={togglePlaying}>
      {playing ? (
        <PauseIcon aria-hidden="true" className="size-5" />
      ) : (
        <PlayIcon aria-hidden="true" className="size-5" />
      )}
      <span className="sr-only">{playing ? text.pause : text.play}</span>
    </button>
  );
}

/** One button a slide, the selected one marked current. */
export function CarouselDots() {
  const { total, selected, goTo, text, interactive } = useCarousel();
  const label = text.dot ?? text.slide;
  return (
    <ul className="flex items-center">
      {Array.from({ length: total }, (_, dot) => (
        <li key={dot}>
          <button
            type="button"
            aria-label={label(dot + 1, total)}
            aria-current={dot === selected ? 'true' : undefined}
            disabled={!interactive}
            onClick={() => goTo(dot)}
            className="group flex size-8 items-center justify-center"
          >
            <span
              className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${dot === selected ? 'w-6 bg-brand-purple-strong' : 'w-2.5 bg-slate-400 group-hover:bg-slate-500'}`}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
