import { StaticImage } from '@/components/ui/static-image';
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/sections/section-heading';
import { StatGrid } from '@/components/sections/stat-grid';
import { clientLogos } from '@/content/clients';
import { testimonialsSection as content } from '@/content/home';

/** Stat cards, the testimonial carousel (passed in), the client logo row and 'Contact Now'. */
export function TestimonialsSection({ carousel }: { carousel?: ReactNode }) {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-heading"
      className="render-when-near bg-surface py-20 sm:py-28"
    >
      <div className="container-page">
        <SectionHeading
          id="testimonials-heading"
          eyebrow={content.eyebrow}
          heading={content.heading}
          intro={content.intro}
        />
        <div className="mt-12">
          <StatGrid items={content.stats} />
        </div>
        {carousel && <div className="mt-14">{carousel}</div>}
        <div className="mt-16">
          <h3 className="text-center text-sm font-semibold tracking-wider text-muted uppercase">
            {content.logosHeading}
          </h3>
          <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
            {clientLogos.map((logo) => (
              <li key={logo.name}>
                <StaticImage
                  src={logo.src}
                  alt={logo.name}
                  width={logo.width}
                  height={logo.height}
                  unoptimized
                  className="h-10 w-auto"
                />
              </li>
            ))}
          </ul>
        </div>
        <p className="mt-12 text-center">
          <Link href={content.contact.href} className="btn-primary">
            {content.contact.label}
          </Link>
        </p>
      </div>
    </section>
  );
}
