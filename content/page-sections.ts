import {
  aboutSection,
  heroButtons,
  heroHeading,
  heroSlides,
  homeCta,
  testimonialsSection,
} from './home';
import { about } from './about';
import { careers } from './careers';
import { company } from './company';
import { contactPage } from './contact';
import { industries } from './industries';
import type { PageRecord } from './pages';
import { productTours } from './product-screens';
import { products, productsOverview, type Product } from './products';
import type { Page } from '../cms/payload-types';
import type { Block, CallToAction, FromCms, ProductScreen, With } from './types';

type Link = { label: string; href: string };
type CmsPageBlock = Exclude<NonNullable<Page['blocks']>[number], { blockType: Block['blockType'] }>;

/** Where a section of the site holds more than its CMS fields say (the editor's form is looser). */
type SectionOverrides = {
  cta: CallToAction;
  section: {
    /** The box beside the section's text: the about story's closing, the contact details. */
    aside?: { heading: string; intro?: string };
    link?: Link;
  };
};

type SectionOfCms<B> = B extends { blockType: infer K extends string }
  ? { blockType: K } & (K extends keyof SectionOverrides
      ? With<FromCms<B>, SectionOverrides[K]>
      : FromCms<B>)
  : never;

/**
 * The design's own sections of the other pages, each rendered by its page's code from the copy of
 * a `section` block (its eyebrow, heading, intro, paragraphs, cards, figures, groups, aside and
 * link). Each belongs to the page its name starts with; `product-` to both product pages.
 */
export const SECTION_DESIGNS = [
  'about-story',
  'about-expertise',
  'industries-overview',
  'careers-benefits',
  'careers-positions',
  'contact-form',
  'products-list',
  'product-features',
  'product-tour',
] as const;

export type SectionDesign = (typeof SECTION_DESIGNS)[number];

/**
 * The sections of a page of its own, in the order an editor gives them: a page's hero (its h1),
 * the content blocks of content/types.ts, the closing call to action, the design's own sections of
 * a page (`section`) and the home page's bespoke ones. Each carries its copy; data (testimonials,
 * jobs, client logos) and artwork come from where they always have. The shapes are the CMS's
 * blocks (cms/blocks/page-blocks.ts, through cms/payload-types.ts); `blockType` is the block's type.
 */
export type PageSection = Block | SectionOfCms<CmsPageBlock>;

export type SectionOf<K extends PageSection['blockType']> = Extract<PageSection, { blockType: K }>;

/** A page's record with its sections (none: a page whose sections are not editable yet). */
export type OwnPage = PageRecord & {
  blocks?: readonly PageSection[];
  /** A product page's screens' sample data (content/product-screens.ts). */
  screenData?: readonly ProductScreen[];
};

/** One of the design's hero pictures: the CMS offers exactly those of heroSlides. */
type HeroPicture = SectionOf<'heroSlider'>['slides'][number]['image']['src'];

const home: readonly PageSection[] = [
  {
    blockType: 'heroSlider',
    heading: heroHeading,
    slides: heroSlides.map(({ image: { src, alt }, ...slide }) => ({
      image: { src: src as HeroPicture, alt },
      ...slide,
    })),
    ...heroButtons,
  },
  { blockType: 'homeAbout', ...aboutSection },
  { blockType: 'testimonials', ...testimonialsSection },
  { blockType: 'cta', ...homeCta },
];

const hero = (copy: { badge: string; heading: string; subtext: string }): PageSection => ({
  blockType: 'pageHero',
  badge: copy.badge,
  heading: copy.heading,
  subtext: copy.subtext,
});

const aboutPage: readonly PageSection[] = [
  hero({
    badge: `${about.hero.badge} ${company.name}`,
    heading: about.hero.headline,
    subtext: about.hero.subline,
  }),
  {
    blockType: 'section',
    design: 'about-story',
    eyebrow: about.story.eyebrow,
    heading: about.story.heading,
    paragraphs: about.story.paragraphs,
    aside: { heading: about.story.closing.heading },
    link: about.story.closing.button,
  },
  {
    blockType: 'cards',
    anchor: 'values',
    eyebrow: about.values.heading,
    heading: about.values.subheading,
    items: about.values.items,
  },
  {
    blockType: 'section',
    design: 'about-expertise',
    heading: about.expertise.heading,
    intro: about.expertise.intro,
    groups: about.expertise.lists,
    items: about.expertise.cards,
  },
];

const industriesPage: readonly PageSection[] = [
  hero(industries.hero),
  {
    blockType: 'section',
    design: 'industries-overview',
    eyebrow: industries.overview.eyebrow,
    heading: industries.overview.heading,
    paragraphs: industries.overview.paragraphs,
    groups: industries.overview.groups,
  },
  { blockType: 'cards', anchor: 'industries', ...industries.sectors, items: industries.industries },
  { blockType: 'cta', ...industries.cta },
];

const careersPage: readonly PageSection[] = [
  hero(careers.hero),
  {
    blockType: 'section',
    design: 'careers-benefits',
    heading: careers.benefitsHeading.heading,
    intro: careers.benefitsHeading.subheading,
    items: careers.benefits,
  },
  { blockType: 'section', design: 'careers-positions', ...careers.positions },
  { blockType: 'cta', ...careers.cta },
];

const contact: readonly PageSection[] = [
  hero(contactPage.hero),
  {
    blockType: 'section',
    design: 'contact-form',
    ...contactPage.form,
    aside: { heading: contactPage.details.heading, intro: contactPage.details.intro },
    contactLabels: contactPage.details.labels,
  },
];

const productsPage: readonly PageSection[] = [
  hero(productsOverview.hero),
  {
    blockType: 'section',
    design: 'products-list',
    eyebrow: productsOverview.list.eyebrow,
    heading: productsOverview.list.heading,
    intro: productsOverview.list.intro,
    cardLabels: productsOverview.list.labels,
  },
  { blockType: 'cta', ...productsOverview.cta },
];

/** A product's page: its features and figures, its screens' tour, its blocks, its call to action. */
const productPage = (product: Product): readonly PageSection[] => [
  hero(product.hero),
  {
    blockType: 'section',
    design: 'product-features',
    ...product.featuresHeading,
    items: product.features,
    ...(product.highlights ? { stats: product.highlights } : {}),
  },
  {
    blockType: 'section',
    design: 'product-tour',
    eyebrow: productTours[product.slug].eyebrow,
    heading: productTours[product.slug].heading,
    intro: productTours[product.slug].intro,
    screens: productTours[product.slug].screens,
  },
  ...(product.blocks ?? []),
  { blockType: 'cta', ...product.cta },
];

/** Today's sections by page path: what a new store is seeded with. */
export const seedSections: Readonly<Record<string, readonly PageSection[]>> = {
  '/': home,
  '/about': aboutPage,
  '/industries': industriesPage,
  '/careers': careersPage,
  '/contact': contact,
  '/products': productsPage,
  ...Object.fromEntries(
    products.map((product) => [`/products/${product.slug}`, productPage(product)]),
  ),
};
