/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CarouselEngineProps } from '@/components/ui/carousel/carousel-engine';
import type { Testimonial } from '@/lib/shared/domain/testimonial';
import { TestimonialCard } from './testimonial-card';
import { AUTO_ADVANCE_MS, LOCK_MS, TestimonialCarousel } from './testimonial-carousel';

/**
 * Embla measures layout, which jsdom does not have: a stand-in engine with Embla's API moves
 * between slides (looping) and, like the autoplay plugin, advances every `autoplayMs` while told
 * to run. It records how each change was asked for (animated or jumped).
 */
const mockEngine = { changes: [] as string[] };
jest.mock('@/components/ui/carousel/carousel-engine', () => {
  const { useEffect, useRef } = jest.requireActual<typeof import('react')>('react');
  return {
    CarouselEngine({ viewport, autoplayMs, running, onReady, onSelect }: CarouselEngineProps) {
      const index = useRef(0);
      const total = viewport.firstElementChild!.children.length;
      const api = useRef({
        scrollTo(target: number, jump?: boolean) {
          mockEngine.changes.push(jump ? 'jump' : 'animate');
          index.current = (target + total) % total;
          onSelect(index.current);
        },
        scrollNext(jump?: boolean) {
          api.current.scrollTo(index.current + 1, jump);
        },
        scrollPrev(jump?: boolean) {
          api.current.scrollTo(index.current - 1, jump);
        },
      });
      useEffect(() => onReady(api.current as never), [onReady]);
      useEffect(() => {
        if (!running) return;
        const timer = window.setInterval(() => api.current.scrollNext(), autoplayMs);
        return () => window.clearInterval(timer);
      }, [running, autoplayMs]);
      return null;
    },
  };
});

const make = (name: string): Testimonial => ({
  name,
  designation: `${name} role`,
  photoUrl: null,
  quote: `Quote by ${name}`,
  createdAt: '2026-09-14 10:30:00',
  rating: 5,
  category: 'General',
  industry: 'Business',
});
const testimonials = ['Ana', 'Ben', 'Cai'].map(make);

const visible = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** The engine arrives once the page is idle (jsdom has no idle callback: 200 ms). */
const engineLoaded = async () => {
  await wait(300);
  await act(async () => {});
};

beforeEach(() => {
  jest.useFakeTimers();
  mockEngine.changes = [];
});
afterEach(() => jest.useRealTimers());

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <TestimonialCarousel
      slides={testimonials.map((testimonial) => (
        <TestimonialCard key={testimonial.name} testimonial={testimonial} />
      ))}
    />,
  );
  return user;
}

it('shows the first slide, with the others hidden from assistive technology and the keyboard', () => {
  setup();
  expect(screen.getByText('“Quote by Ana”')).toBeVisible();
  expect(screen.getAllByText('September 2026')[0]).toBeInTheDocument();
  expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5', hidden: true })).toHaveLength(3);
  const slides = screen.getAllByRole('group', { hidden: true });
  expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
    '1 of 3',
    '2 of 3',
    '3 of 3',
  ]);
  expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true]);
  expect(visible()).toBe(0);
});

it('wraps both ways and honours the 600 ms lock', async () => {
  const user = setup();
  await engineLoaded();
  await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
  expect(visible()).toBe(2);
  await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
  expect(visible()).toBe(2); // locked
  await wait(LOCK_MS);
  await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
  expect(visible()).toBe(0);
  expect(mockEngine.changes).toEqual(['animate', 'animate']);
});

it('selects directly with the dots, by keyboard', async () => {
  const user = setup();
  await engineLoaded();
  act(() => screen.getByRole('button', { name: 'Show testimonial 2 of 3' }).focus());
  await user.keyboard('{Enter}');
  expect(visible()).toBe(1);
  expect(screen.getByRole('button', { name: 'Show testimonial 2 of 3' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(screen.getByRole('button', { name: 'Show testimonial 1 of 3' })).not.toHaveAttribute(
    'aria-current',
  );
});

it('carries out a control used before the engine has loaded, once it has', async () => {
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
  expect(visible()).toBe(0);
  await waitFor(() => expect(visible()).toBe(1));
});

it('advances every 8 s, and not while paused or hovered', async () => {
  const user = setup();
  await engineLoaded();
  await wait(AUTO_ADVANCE_MS);
  expect(visible()).toBe(1);
  await user.click(screen.getByRole('button', { name: 'Pause automatic rotation' }));
  await user.unhover(screen.getByRole('region', { name: 'Client testimonials' }));
  act(() => (document.activeElement as HTMLElement).blur());
  await wait(AUTO_ADVANCE_MS * 2);
  expect(visible()).toBe(1);
  await user.click(screen.getByRole('button', { name: 'Start automatic rotation' }));
  await user.hover(screen.getByRole('region', { name: 'Client testimonials' }));
  await wait(AUTO_ADVANCE_MS * 2);
  expect(visible()).toBe(1);
});

it('names the pause button by what it does next, without a pressed state on top', async () => {
  const user = setup();
  const button = screen.getByRole('button', { name: 'Pause automatic rotation' });
  expect(button).not.toHaveAttribute('aria-pressed');
  await user.click(button);
  expect(button).toHaveAccessibleName('Start automatic rotation');
  expect(button).not.toHaveAttribute('aria-pressed');
});

it('does not advance while focus is inside, and resumes once it leaves', async () => {
  const user = setup();
  await engineLoaded();
  await user.tab();
  expect(screen.getByRole('region', { name: 'Client testimonials' })).toContainElement(
    document.activeElement as HTMLElement,
  );
  await wait(AUTO_ADVANCE_MS * 2);
  expect(visible()).toBe(0);
  act(() => (document.activeElement as HTMLElement).blur());
  await wait(AUTO_ADVANCE_MS);
  expect(visible()).toBe(1);
});

it('under reduced motion, does not advance at all and changes without a transition', async () => {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  try {
    const user = setup();
    await engineLoaded();
    expect(screen.getByRole('button', { name: 'Start automatic rotation' })).toBeInTheDocument();
    await wait(AUTO_ADVANCE_MS * 3);
    expect(visible()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(visible()).toBe(1);
    expect(mockEngine.changes).toEqual(['jump']);
  } finally {
    window.matchMedia = matchMedia;
  }
});
