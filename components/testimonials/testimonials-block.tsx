import 'server-only';
import { getBackend } from '@/lib/backend';
import { processGlobal } from '@/lib/shared/process-global';
import type { Testimonial } from '@/lib/shared/domain/testimonial';
import { TestimonialCard } from './testimonial-card';
import { TestimonialCarousel } from './testimonial-carousel';
import { TestimonialsEmpty, TestimonialsError } from './testimonial-states';

/** What the block shows for a fetch outcome: the carousel, the empty state or the failure. Test seam: the states without a fetch. */
export function TestimonialsView({
  testimonials,
  error,
}: {
  testimonials?: Testimonial[];
  error?: string;
}) {
  if (error !== undefined) return <TestimonialsError message={error} />;
  if (!testimonials?.length) return <TestimonialsEmpty />;
  return (
    <TestimonialCarousel
      slides={testimonials.map((testimonial) => (
        <TestimonialCard
          key={`${testimonial.name}-${testimonial.createdAt}`}
          testimonial={testimonial}
        />
      ))}
    />
  );
}

/** The last list this process read: what the home page shows while the admin API fails. */
const lastRead = processGlobal('testimonials.lastRead', () => ({
  list: undefined as Testimonial[] | undefined,
}));

/** The admin API's list, else the last one this process read, else the read's error. */
async function readTestimonials(): Promise<Testimonial[] | Error> {
  try {
    lastRead.list = await getBackend().getTestimonials();
  } catch (error) {
    if (!lastRead.list) return error instanceof Error ? error : new Error('');
  }
  return lastRead.list;
}

/**
 * Fetches the testimonials on the server. The home page is pre-rendered and regenerated (ISR);
 * a render never fails for them, because an editor's publish expires the page and the next
 * visitor waits for its render: while the admin API fails, the page shows the last list this
 * process read, or, with none (a fresh server, the build), the visible error state until the
 * next regeneration.
 */
export async function TestimonialsBlock() {
  const read = await readTestimonials();
  if (read instanceof Error) return <TestimonialsView error={read.message} />;
  return <TestimonialsView testimonials={read} />;
}
