import {
  aboutSection,
  heroButtons,
  heroHeading,
  heroSlides,
  homeCta,
  testimonialsSection,
} from './home';
import type { PageRecord } from './pages';
import type { Block, CallToAction, Card, Stat } from './types';

type Link = { label: string; href: string };
type Cards = { heading: string; items: readonly Card[] };

/**
 * The sections of a page of its own (home today), in the order an editor gives them: the content
 * blocks of content/types.ts, the closing call to action, and the home page's bespoke sections,
 * which carry their copy while their data (testimonials, client logos) comes from where it always
 * has. The CMS keeps the same shapes (cms/blocks/page-blocks.ts); `kind` is the block's type.
 */
export type PageSection =
  | Block
  | ({ kind: 'cta' } & CallToAction)
  | {
      kind: 'heroSlider';
      /** The page's h1: the lead, then the place in the brand colour. */
      heading: { lead: string; place: string };
      slides: readonly {
        /** One of the design's hero pictures (content/home heroSlides), with its description. */
        image: { src: string; alt: string };
        subtitle: string;
        headline: { firstLine: string; highlight: string; connector: string; lastWord: string };
        description: string;
      }[];
      primary: Link;
      secondary: Link;
    }
  | {
      kind: 'homeAbout';
      eyebrow?: string;
      heading: string;
      intro: string;
      stats: readonly Stat[];
      statsCaption: string;
      values: Cards;
      whyChooseUs: Cards;
      expertise: Cards;
      businessExcellence: { heading: string; text: string; points: readonly string[]; link: Link };
      staffing: Cards & { intro: string };
      buttons: { getStarted: Link; exploreServices: Link; exploreStaffing: Link };
    }
  | {
      kind: 'testimonials';
      eyebrow?: string;
      heading: string;
      intro: string;
      stats: readonly Stat[];
      statsCaption: string;
      logosHeading: string;
      contact: Link;
    };

export type SectionOf<K extends PageSection['kind']> = Extract<PageSection, { kind: K }>;

/** A page's record with its sections (none: a page whose sections are not editable yet). */
export type OwnPage = PageRecord & { blocks?: readonly PageSection[] };

const home: readonly PageSection[] = [
  {
    kind: 'heroSlider',
    heading: heroHeading,
    slides: heroSlides.map(({ image: { src, alt }, ...slide }) => ({
      image: { src, alt },
      ...slide,
    })),
    ...heroButtons,
  },
  { kind: 'homeAbout', ...aboutSection },
  { kind: 'testimonials', ...testimonialsSection },
  { kind: 'cta', ...homeCta },
];

/** Today's sections by page path: what a new store is seeded with and what `next build` renders. */
export const seedSections: Readonly<Record<string, readonly PageSection[]>> = { '/': home };
