import { Fragment, type ComponentProps, type ReactNode } from 'react';
import type { PageSection, SectionDesign, SectionOf } from '@/content/page-sections';
import type { CtaFormat } from '@/content/cta-formats';
import { Photo } from '@/components/ui/photo';
import { BlockRenderer, isContentBlock } from './block-renderer';
import { CtaSection } from './cta-section';
import { PageHero } from './page-hero';
import { sectionTones } from './section-tone';

/** Sections that are not on the alternating backgrounds: heroes and the call to action. */
const unframed = new Set(['pageHero', 'heroSlider', 'cta']);

/** How the page dresses its hero: everything but the copy (its look, picture, icon). */
type HeroLook = Omit<ComponentProps<typeof PageHero>, 'badge' | 'heading' | 'subtext'>;

type Designs = Partial<Record<SectionDesign, (section: SectionOf<'section'>) => ReactNode>>;

/**
 * A page's sections in the editor's order, each through the design's existing component: the
 * hero in the page's look (the editor's photo in place of its artwork), the design's sections
 * of this page through the page's `designs` (a section of another page's design shows nothing),
 * content blocks on white and the surface in turn among the page's sections, and a call to
 * action. `render` may take over any section (undefined: the above).
 */
export function PageSections({
  sections,
  hero = {},
  designs = {},
  render = () => undefined,
  ctaFormat,
}: {
  sections: readonly PageSection[];
  hero?: HeroLook;
  designs?: Designs;
  /** How the closing call to action is laid out: the page record's choice. */
  ctaFormat?: CtaFormat | null;
  render?: (section: PageSection) => ReactNode;
}) {
  const framed = sections.filter((section) => !unframed.has(section.blockType));
  const tones = sectionTones(
    framed.map((section) => (isContentBlock(section) ? section.blockType : 'prose')),
  );
  return sections.map((section, index) => {
    const own = render(section);
    if (own !== undefined) return <Fragment key={index}>{own}</Fragment>;
    if (isContentBlock(section))
      return (
        <BlockRenderer
          key={index}
          blocks={[section]}
          tones={[tones[framed.indexOf(section)] ?? 'white']}
        />
      );
    switch (section.blockType) {
      case 'cta':
        return <CtaSection key={index} cta={section} format={ctaFormat} />;
      case 'pageHero':
        return (
          <PageHero
            key={index}
            {...hero}
            badge={section.badge}
            heading={section.heading}
            subtext={section.subtext}
            artwork={
              typeof section.photo === 'object' ? (
                <Photo
                  photo={section.photo}
                  crop="hero"
                  sizes="(min-width: 1024px) 36rem, 100vw"
                  firstScreen
                />
              ) : (
                hero.artwork
              )
            }
          />
        );
      case 'section':
        return <Fragment key={index}>{designs[section.design]?.(section) ?? null}</Fragment>;
      // The home page's own designs: its page renders them through `render`.
      case 'heroSlider':
      case 'homeAbout':
      case 'testimonials':
        return null;
      default:
        return unknownSection(section);
    }
  });
}

/** A block type of the CMS with no case above does not compile. */
function unknownSection(section: never): never {
  throw new Error(`No component renders the section ${JSON.stringify(section)}`);
}
