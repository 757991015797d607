import type { ReactNode } from 'react';
import { PageSections } from '@/components/sections/page-sections';
import type { CtaFormat } from '@/content/cta-formats';
import type { PageSection } from '@/content/page-sections';
import { AboutSection } from './about-section';
import { HeroSlides } from './hero-slides';
import { TestimonialsSection } from './testimonials-section';

/**
 * The home page's sections in the editor's order; the testimonial carousel (from the admin API)
 * goes into the client stories section.
 */
export function HomeSections({
  sections,
  carousel,
  ctaFormat,
}: {
  sections: readonly PageSection[];
  carousel: ReactNode;
  ctaFormat?: CtaFormat | null;
}) {
  return (
    <PageSections
      ctaFormat={ctaFormat}
      sections={sections}
      render={(section) => {
        switch (section.blockType) {
          case 'heroSlider':
            return <HeroSlides section={section} />;
          case 'homeAbout':
            return <AboutSection content={section} />;
          case 'testimonials':
            return <TestimonialsSection content={section} carousel={carousel} />;
        }
      }}
    />
  );
}
