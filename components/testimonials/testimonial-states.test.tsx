/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { TestimonialsView } from './testimonials-block';

it('shows the error state with the message or its default', () => {
  const { rerender } = render(<TestimonialsView error="Failed to fetch testimonials" />);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Error loading testimonials: Failed to fetch testimonials',
  );
  rerender(<TestimonialsView error="" />);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Error loading testimonials: Failed to fetch testimonials',
  );
});

it('shows the invalid-format state on its own', () => {
  render(<TestimonialsView error="Invalid data format received" />);
  expect(screen.getByRole('alert').textContent).toBe('Invalid data format received');
});

it('shows the empty state', () => {
  render(<TestimonialsView testimonials={[]} />);
  expect(screen.getByRole('status')).toHaveTextContent('No testimonials available at the moment.');
});
