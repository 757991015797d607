import type { ReactNode } from 'react';
import { BlockRenderer } from '@/components/sections/block-renderer';
import { CtaSection } from '@/components/sections/cta-section';
import { sectionTones } from '@/components/sections/section-tone';
import type { PageSection } from '@/content/page-sections';
import type { Block } from '@/content/types';
import { AboutSection } from './about-section';
import { HeroSlides } from './hero-slides';
import { TestimonialsSection } from './testimonials-section';

const isContentBlock = (section: PageSection): section is Block =>
  !['cta', 'heroSlider', 'homeAbout', 'testimonials'].includes(section.kind);

/**
 * The home page's sections in the editor's order, each through the design's own component; the
 * testimonial carousel (from the admin API) goes into the client stories section.
 */
export function HomeSections({
  sections,
  carousel,
}: {
  sections: readonly PageSection[];
  carousel: ReactNode;
}) {
  const blocks = sections.filter(isContentBlock);
  const tones = sectionTones(blocks.map((block) => block.kind));
  return sections.map((section, index) => {
    switch (section.kind) {
      case 'heroSlider':
        return <HeroSlides key={index} section={section} />;
      case 'homeAbout':
        return <AboutSection key={index} content={section} />;
      case 'testimonials':
        return <TestimonialsSection key={index} content={section} carousel={carousel} />;
      case 'cta':
        return <CtaSection key={index} cta={section} />;
      default:
        return (
          <BlockRenderer key={index} blocks={[section]} tones={[tones[blocks.indexOf(section)]!]} />
        );
    }
  });
}
