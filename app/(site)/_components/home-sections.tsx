import type { ReactNode } from 'react';
import { PageSections } from '@/components/sections/page-sections';
import type { PageSection } from '@/content/page-sections';
import { AboutSection } from './about-section';
import { HeroSlides } from './hero-slides';
import { TestimonialsSection } from './testimonials-section';
import { ctaFormatOf } from '@/content/cta-formats';

/**
 * The home page's sections in the editor's order; the testimonial carousel (from the admin API)
 * goes into the client stories section.
 */
export function HomeSections({
  sections,
  carousel,
}: {
  sections: readonly PageSection[];
  carousel: ReactNode;
}) {
  return (
    <PageSections
      ctaFormat={ctaFormatOf('/')}
      sections={sections}
      render={(section) => {
        switch (section.kind) {
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
