/**
 * Shapes of the typed copy in content/. Pages compose these records with shared
 * section components; no copy lives in app/ or components/.
 */

import type { IconName } from './icon-names';
import type { PeopleArt } from './people-art';
import type { ServicePageName } from './service-names';

export type { IconName };

/** One card: an icon (a name from the sprite, components/icon), a title, a text, optional bullets. */
export type Card = {
  icon?: IconName;
  title: string;
  text: string;
  bullets?: readonly string[];
};

export type Stat = { value: string; label: string };

export type Step = { title: string; text: string };

/** A titled group of short items (e.g. 'Frontend: React, Next.js, Angular'). */
export type Group = { title: string; icon?: IconName; items: readonly string[] };

/**
 * A content block of a templated page. `id` is the section anchor (kebab-case, unique
 * within the page) and doubles as the side-dot target.
 */
export type Block =
  | {
      kind: 'prose';
      id: string;
      heading: string;
      eyebrow?: string;
      paragraphs: readonly string[];
      /** People at work that the text is about, shown under the heading (content/people-art). */
      art?: PeopleArt;
    }
  | {
      kind: 'cards';
      id: string;
      heading: string;
      eyebrow?: string;
      intro?: string;
      /**
       * How the items are shown: boxed icon cards (the default; at most two grids a page, never
       * two in a row), a feature list of ruled rows beside the heading, or numbered points.
       */
      format?: CardsFormat;
      items: readonly Card[];
    }
  | {
      kind: 'steps';
      id: string;
      heading: string;
      eyebrow?: string;
      intro?: string;
      items: readonly Step[];
    }
  | {
      kind: 'checklist';
      id: string;
      heading: string;
      eyebrow?: string;
      intro?: string;
      items: readonly string[];
    }
  | {
      kind: 'stats';
      id: string;
      heading: string;
      eyebrow?: string;
      intro?: string;
      items: readonly Stat[];
    }
  | {
      kind: 'groups';
      id: string;
      heading: string;
      eyebrow?: string;
      intro?: string;
      /** A ruled catalogue (the default) or an accordion of plain `<details>` for long lists. */
      format?: 'catalogue' | 'accordion';
      items: readonly Group[];
    };

export type CardsFormat = 'icon-cards' | 'feature-list' | 'numbered';

/** A closing call to action. `href` is an internal path. */
export type CallToAction = {
  heading: string;
  text: string;
  primary: { label: string; href: string };
  secondary?: { label: string; href: string };
};

export type ServiceCategoryId = 'talent' | 'technology' | 'training' | 'consulting';

/** One service detail page, rendered at /services/{slug}. */
export type ServicePage = {
  slug: string;
  category: ServiceCategoryId;
  /** Label in menus and cards (e.g. 'Process Automation' for RPA). */
  menuLabel: string;
  /** Icon of the hero and the cards. */
  icon: IconName;
  /** The h1. */
  title: string;
  subtitle: string;
  /** One sentence for cards and menus. */
  summary: string;
  /** Meta description, 120–160 characters. */
  metaDescription: string;
  /** Name used for the enquiry modal ('Enquire About {enquiryName}'), its service choice and Service JSON-LD. */
  enquiryName: ServicePageName;
  blocks: readonly Block[];
  /** Optional closing 'Why choose' section, rendered before the CTA. */
  whyChoose?: { heading: string; intro?: string; items: readonly Card[] };
  cta: CallToAction;
  /** The editor's picture for social cards; the generated card otherwise. */
  socialImage?: SocialImage;
};

/** A picture of the CMS's media chosen for a page's social cards (og:image), served by /api/media. */
export type SocialImage = { url: string; width: number; height: number; alt: string; type: string };

/** One policy page section: numbered heading, paragraphs, optional bullets, optional table. */
export type PolicySection = {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
  table?: { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] };
  /** Marks text the company must still fill in (rendered with a visible 'To be completed' marker). */
  placeholder?: string;
};

export type PolicyPage = {
  title: string;
  /** ISO date (YYYY-MM-DD). */
  lastUpdated: string;
  intro: string;
  sections: readonly PolicySection[];
};
