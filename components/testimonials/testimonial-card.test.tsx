/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import type { Testimonial } from '@/lib/shared/domain/testimonial';
import { TestimonialCard } from './testimonial-card';

const testimonial = (photoUrl: string | null): Testimonial => ({
  name: 'Priya Raghavan',
  designation: 'Head of Talent Acquisition',
  photoUrl,
  quote: 'Every hire cleared our audit checks.',
  createdAt: '2026-09-14 10:30:00',
  rating: 5,
  category: 'General',
  industry: 'Business',
});

// The photo is decorative (the name is beside it), so it is found as a presentation image.
const photo = () => screen.getByRole('presentation') as HTMLImageElement;
const noPhoto = () => expect(screen.queryByRole('presentation')).not.toBeInTheDocument();

afterEach(() => jest.restoreAllMocks());

it('shows the person’s photo, sized for its 56 px circle', () => {
  render(<TestimonialCard testimonial={testimonial('/images/testimonials/priya-raghavan.png')} />);
  expect(photo().getAttribute('src')).toContain(
    encodeURIComponent('/images/testimonials/priya-raghavan.png'),
  );
  expect(photo()).toHaveAttribute('width', '56');
});

it('shows the person’s initials when there is no photo', () => {
  render(<TestimonialCard testimonial={testimonial(null)} />);
  noPhoto();
  expect(screen.getByText('PR')).toBeVisible();
});

it('lays the photo over the initials, so a broken photo shows them even before scripts run', () => {
  render(<TestimonialCard testimonial={testimonial('/images/testimonials/priya-raghavan.png')} />);
  const initials = screen.getByText('PR');
  // One cell, the photo after the initials: it paints over them, and has no ground of its own.
  expect(initials.parentElement).toBe(photo().parentElement);
  expect(initials.compareDocumentPosition(photo())).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  expect(photo().className).not.toMatch(/\bbg-/);
});

it('swaps a photo that fails to load for the initials', () => {
  render(<TestimonialCard testimonial={testimonial('/images/testimonials/gone.png')} />);
  fireEvent.error(photo());
  noPhoto();
  expect(screen.getByText('PR')).toBeVisible();
});

it('swaps a photo that had already failed before the page became interactive', () => {
  jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true); // loaded, yet no width: broken
  render(<TestimonialCard testimonial={testimonial('/images/testimonials/gone.png')} />);
  noPhoto();
  expect(screen.getByText('PR')).toBeVisible();
});
