/** Texts of the testimonials block, worded as the company asked: keep them exact. */
export const testimonialStates = {
  errorPrefix: 'Error loading testimonials: ',
  defaultError: 'Failed to fetch testimonials',
  empty: 'No testimonials available at the moment.',
  invalidFormat: 'Invalid data format received',
} as const;

export const testimonialCarousel = {
  label: 'Client testimonials',
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  pause: 'Pause automatic rotation',
  play: 'Start automatic rotation',
  dot: (index: number, total: number) => `Show testimonial ${index} of ${total}`,
  slide: (index: number, total: number) => `${index} of ${total}`,
  rating: 'Rated 5 out of 5',
} as const;
