/**
 * Shapes of the typed copy in content/, derived from the CMS's generated types
 * (cms/payload-types.ts, written from cms/** by `npm run cms:migration`): a field added to a
 * collection or block appears here with no second definition. Pages compose these records with
 * shared section components; no copy lives in app/ or components/. content/'s records are the
 * seed of a new store (cms/seed), the build's store included (scripts/build.mjs).
 */

import type {
  Chat,
  Company as CmsCompany,
  Media,
  Page,
  Policy,
  Service,
} from '../cms/payload-types';
import type { IconName } from './icon-names';

export type { IconName };

/**
 * An editor's photo (an upload of the media collection) as pages show it: served by the site's
 * media route, its focal point in per cent of its width and height (the middle unless set).
 */
export type Photo = {
  src: string;
  alt: string;
  width: number;
  height: number;
  focalX: number;
  focalY: number;
};

/** Payload's bookkeeping on documents, rows and blocks, which the site never reads. */
export type Bookkeeping =
  'id' | 'blockName' | 'blockType' | 'globalType' | 'updatedAt' | 'createdAt' | '_status';

type Flat<T> = { [K in keyof T]: T[K] } & {};
type MayBeAbsent<V> = null extends V ? true : undefined extends V ? true : false;

/**
 * A CMS value as the site reads it (lib/cms/from-cms.ts fromCms makes it so): lists are
 * readonly, a list of one-text rows is a list of strings, a field Payload may answer with null
 * is an optional key, an upload is a Photo, and Payload's bookkeeping is gone.
 */
export type FromCms<T> = T extends Media
  ? Photo
  : T extends readonly (infer Row)[]
    ? [Exclude<keyof Row, 'id'>] extends ['text']
      ? readonly string[]
      : readonly FromCms<Row>[]
    : T extends object
      ? Flat<
          {
            [
              K in Exclude<keyof T, Bookkeeping> as MayBeAbsent<T[K]> extends true ? never : K
            ]: FromCms<T[K]>;
          } & {
            [
              K in Exclude<keyof T, Bookkeeping> as MayBeAbsent<T[K]> extends true ? K : never
            ]?: FromCms<NonNullable<T[K]>>;
          }
        >
      : T;

/** T with the fields of O in place of its own. */
export type With<T, O> = Flat<Omit<T, keyof O> & O>;
/** One row of an optional list. */
type RowOf<L> = NonNullable<L> extends readonly (infer Row)[] ? Row : never;

type CmsBlock = NonNullable<Service['blocks']>[number];
type CmsBlockOf<K extends CmsBlock['blockType']> = Extract<CmsBlock, { blockType: K }>;
type CmsSection = Extract<NonNullable<Page['blocks']>[number], { blockType: 'section' }>;
type CmsScreen = NonNullable<Page['screenData']>[number];

/** One card: an icon (a name from the sprite, components/icon), a title, a text, optional bullets. */
export type Card = FromCms<RowOf<CmsBlockOf<'cards'>['items']>>;

/** A card with an icon and no bullets: a row of a cards block and an item of the list components. */
export type IconCard = { icon: IconName; title: string; text: string };

export type Stat = FromCms<RowOf<CmsBlockOf<'stats'>['items']>>;

export type Step = FromCms<RowOf<CmsBlockOf<'steps'>['items']>>;

/** A titled group of short items (e.g. 'Frontend: React, Next.js, Angular'). */
export type Group = FromCms<RowOf<CmsSection['groups']>>;

/**
 * How a cards block shows its items: boxed icon cards (the default; at most two grids a page,
 * never two in a row), a feature list of ruled rows beside the heading, or numbered points.
 */
export type CardsFormat = NonNullable<CmsBlockOf<'cards'>['format']>;

/**
 * A content block of a templated page or a service (cms/blocks/content-blocks.ts) as the CMS
 * stores it: `blockType` is its type, `anchor` its address on the page (kebab-case, unique within
 * the page), which doubles as the side-dot target; a list of texts is a list of `{ text }` rows; a
 * picture of people at work is named (cms/blocks/people-art.ts).
 */
export type Block = CmsBlock;

/** The block of one type. */
export type BlockOf<K extends Block['blockType']> = CmsBlockOf<K>;

/** A service's closing 'Why choose' section, shown as icon cards once it has a heading and items. */
type WhyChoose = NonNullable<Service['whyChoose']>;

type Cta = FromCms<Service['cta']>;

/** A closing call to action. `href` is an internal path; the second link is whole or absent. */
export type CallToAction = With<Cta, { secondary?: Required<NonNullable<Cta['secondary']>> }>;

/** A picture of the CMS's media chosen for a page's social cards (og:image), served by /api/media. */
export type SocialImage = { url: string; width: number; height: number; alt: string; type: string };

/**
 * One service detail page, rendered at /services/{slug} (cms/collections/services.ts): its
 * `enquiryName` names the enquiry modal ('Enquire About {enquiryName}'), its service choice and
 * Service JSON-LD; `whyChoose` is the optional closing section before the call to action.
 */
export type ServicePage = With<
  FromCms<Omit<Service, 'formerSlugs'>>,
  {
    /** Its category's slug (cms/collections/service-categories.ts). */
    category: string;
    blocks: readonly Block[];
    whyChoose?: With<WhyChoose, { heading: string; items: NonNullable<WhyChoose['items']> }>;
    cta: CallToAction;
    socialImage?: SocialImage;
  }
>;

/** A record as the seed writes it, in its collection's shape: Payload adds its id and dates. */
export type Seed<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt'>;

/** A policy page (cms/collections/policies.ts) as the seed writes it. */
export type PolicyPage = Seed<Policy>;

/** What the chat widget says (cms/globals/chat.ts): `open` names its button, the rest its panel. */
export type ChatTexts = FromCms<Chat>;

/**
 * What the chat's panel shows, fetched with its code (app/api/chat): its texts with the company's
 * name (its title), phone number and office hours, as text and as the rule of "available now".
 */
export type ChatPanelCopy = ChatTexts & {
  title: string;
  phone: string;
  hours: string;
  officeHours: Company['officeHours'];
};

/** The sample data of one product screen: its block (cms/blocks/screens.ts), named by its type. */
export type ProductScreen = CmsScreen;

/** A product screen's name (components/screens draws each). */
export type ScreenName = ProductScreen['blockType'];

/**
 * The company's facts as pages render them: the CMS's company global (cms/globals/company.ts)
 * with the brand's colours, which are the design's and not editable. content/company-schema.ts
 * checks the values against this type's fields.
 */
export type Company = With<
  FromCms<CmsCompany>,
  { colors: { orange: string; purple: string; ink: string; background: string } }
>;
