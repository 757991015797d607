import type { ReactElement } from 'react';
import type { Testimonial } from '@/lib/shared/domain/testimonial';

const getTestimonials = jest.fn<Promise<Testimonial[]>, []>();
jest.mock('@/lib/backend', () => ({ getBackend: () => ({ getTestimonials }) }));

const asha: Testimonial = {
  name: 'Asha Rao',
  designation: 'HR Head',
  photoUrl: null,
  quote: 'They staffed our plant in three weeks.',
  createdAt: '2026-10-01',
  rating: 5,
  category: 'General',
  industry: 'Business',
};

type Shown = ReactElement<{ testimonials?: Testimonial[]; error?: string }>;

/** What the block shows, from a module loaded afresh (a new server process). */
function freshBlock() {
  let block!: () => Promise<Shown>;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    block = require('./testimonials-block').TestimonialsBlock;
  });
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('site.testimonials.lastRead')];
  return block;
}

it('shows the last list it read while the admin API fails, never failing the page', async () => {
  const block = freshBlock();
  getTestimonials.mockResolvedValueOnce([asha]);
  expect((await block()).props).toEqual({ testimonials: [asha] });
  getTestimonials.mockRejectedValueOnce(new Error('Failed to fetch testimonials'));
  expect((await block()).props).toEqual({ testimonials: [asha] });
});

it('shows the error state on a server that has read none yet', async () => {
  const block = freshBlock();
  getTestimonials.mockRejectedValueOnce(new Error('Failed to fetch testimonials'));
  expect((await block()).props).toEqual({ error: 'Failed to fetch testimonials' });
});
