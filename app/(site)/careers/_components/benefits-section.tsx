import { CardGrid } from '@/components/sections/card-grid';
import { SectionHeading } from '@/components/sections/section-heading';
import { careers } from '@/content/careers';

export function BenefitsSection({ className = '' }: { className?: string }) {
  return (
    <section
      id="benefits"
      aria-labelledby="benefits-heading"
      className={`bg-surface py-20 ${className}`}
    >
      <div className="container-page">
        <SectionHeading
          id="benefits-heading"
          heading={careers.benefitsHeading.heading}
          intro={careers.benefitsHeading.subheading}
        />
        <div className="mt-12">
          <CardGrid items={careers.benefits} columns={4} />
        </div>
      </div>
    </section>
  );
}
