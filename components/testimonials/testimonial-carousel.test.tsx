/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Testimonial } from '@/lib/domain/testimonial';
import { TestimonialCard } from './testimonial-card';
import { AUTO_ADVANCE_MS, LOCK_MS, TestimonialCarousel } from './testimonial-carousel';

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

const visible = () => screen.getAllByRole('group', { hidden: true }).findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<TestimonialCarousel slides={testimonials.map((testimonial) => <TestimonialCard key={testimonial.name} testimonial={testimonial} />)} />);
  return user;
}

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

it('shows quote, name, role, month and year and five stars', () => {
  setup();
  expect(screen.getByText('“Quote by Ana”')).toBeVisible();
  expect(screen.getAllByText('September 2026')[0]).toBeInTheDocument();
  expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5', hidden: true })).toHaveLength(3);
});

it('wraps both ways and honours the 600 ms lock', async () => {
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
  expect(visible()).toBe(2);
  await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
  expect(visible()).toBe(2); // locked
  await wait(LOCK_MS);
  await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
  expect(visible()).toBe(0);
});

it('selects directly with the dots', async () => {
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Show testimonial 2 of 3' }));
  expect(visible()).toBe(1);
  expect(screen.getByRole('button', { name: 'Show testimonial 2 of 3' })).toHaveAttribute('aria-current', 'true');
});

it('advances every 8 s, and not while paused or hovered', async () => {
  const user = setup();
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
  await user.tab();
  expect(screen.getByRole('region', { name: 'Client testimonials' })).toContainElement(document.activeElement as HTMLElement);
  await wait(AUTO_ADVANCE_MS * 2);
  expect(visible()).toBe(0);
  act(() => (document.activeElement as HTMLElement).blur());
  await wait(AUTO_ADVANCE_MS);
  expect(visible()).toBe(1);
});

it('does not advance at all when the visitor prefers reduced motion', async () => {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  try {
    setup();
    await wait(AUTO_ADVANCE_MS * 3);
    expect(visible()).toBe(0);
  } finally {
    window.matchMedia = matchMedia;
  }
});
