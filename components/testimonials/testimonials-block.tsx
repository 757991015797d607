import 'server-only';
import { getBackend } from '@/lib/backend';
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

/**
 * Fetches the testimonials on the server. The home page is pre-rendered and revalidated
 * (ISR): when a background refresh fails we throw, and Next keeps serving the last good
 * page instead of replacing it with an error. Only at build, when there is no good page to
 * keep, is the outage rendered as the visible error state (and retried at the next refresh).
 */
export async function TestimonialsBlock() {
  let testimonials: Testimonial[];
  try {
    testimonials = await getBackend().getTestimonials();
  } catch (error) {
    if (process.env.NEXT_PHASE !== 'phase-production-build') throw error;
    return <TestimonialsView error={error instanceof Error ? error.message : ''} />;
  }
  return <TestimonialsView testimonials={testimonials} />;
}
