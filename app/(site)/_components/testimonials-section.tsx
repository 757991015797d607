import Link from '@/components/ui/link';
import { Static } from '@/components/ui/static';
import type { ReactNode } from 'react';
import { ClientWordmark } from '@/components/sections/client-wordmark';
import { SectionHeading } from '@/components/sections/section-heading';
import { StatGrid } from '@/components/sections/stat-grid';
import { clientLogos } from '@/content/clients';
import type { SectionOf } from '@/content/page-sections';

/**
 * The section's copy and the clients' figures beside the testimonial carousel (passed in), the client logo wall and
 * 'Contact Now'.
 */
export function TestimonialsSection({
  content,
  carousel,
}: {
  content: SectionOf<'testimonials'>;
  carousel?: ReactNode;
}) {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-heading"
      className="bg-surface py-20 sm:py-28"
    >
      <div className="container-page">
        <Static>
          <SectionHeading
            id="testimonials-heading"
            eyebrow={content.eyebrow}
            heading={content.heading}
            intro={content.intro}
          />
        </Static>
        <div className="mt-14 grid items-center gap-14 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <Static>
            <StatGrid items={content.stats} caption={content.statsCaption} pairs />
          </Static>
          {/* min-w-0: the slide track is wider than the column and must not widen it. */}
          <div className="min-w-0">{carousel}</div>
        </div>
        <Static>
          <div className="mt-16">
            <h3 className="text-center text-sm font-semibold tracking-wider text-muted uppercase">
              {content.logosHeading}
            </h3>
            {/* Two across on phones, on four tracks: an odd last logo is centred at the others'
                width, not stretched across the row; the rings meet in the 1 px gaps as rules. */}
            <ul className="mt-6 grid grid-cols-4 gap-px overflow-hidden rounded-3xl bg-white ring-1 ring-slate-200 lg:grid-cols-5">
              {clientLogos.map((client) => (
                <li
                  key={client.name}
                  className="col-span-2 flex min-h-24 items-center justify-center px-4 py-6 ring-1 ring-slate-200 odd:last:col-start-2 lg:col-span-1 lg:odd:last:col-start-auto"
                >
                  <ClientWordmark client={client} />
                </li>
              ))}
            </ul>
          </div>
        </Static>
        <Static>
          <p className="mt-12 text-center">
            <Link href={content.contact.href} className="btn-primary">
              {content.contact.label}
            </Link>
          </p>
        </Static>
      </div>
    </section>
  );
}
