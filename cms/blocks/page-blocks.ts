import type { Block, BlocksField, Field } from 'payload';
import { heroSlides } from '../../content/home';
import { SECTION_DESIGNS, type SectionDesign } from '../../content/page-sections';
import { ctaField, linkField } from '../collections/shared-fields';
import { choiceField } from './choice';
import { contentBlocks } from './content-blocks';
import { layoutRulesValidate } from './layout-rules';
import {
  cardFields,
  eyebrowField,
  headingField,
  iconField,
  introField,
  LIMITS,
  photoField,
  statsField,
  text,
  textarea,
  textList,
} from './fields';
import { screenBlocks } from './screens';
import { sectionsRequired } from './sections-required';

/**
 * The sections of a page of its own (content/page-sections.ts PageSection): the content blocks,
 * the closing call to action, and the home page's bespoke sections, which carry only their copy.
 */
const group = (
  name: string,
  fields: Field[],
  { description, dbName }: { description?: string; dbName?: string } = {},
): Field => ({
  name,
  type: 'group',
  fields,
  ...(dbName ? { dbName } : {}),
  ...(description ? { admin: { description } } : {}),
});

const cards = (name: string, extra: Field[] = [], dbName?: string): Field =>
  group(
    name,
    [
      headingField,
      ...extra,
      { name: 'items', type: 'array', required: true, minRows: 1, maxRows: 8, fields: cardFields },
    ],
    { dbName },
  );

/** The opening of a section with figures: its heading, the figures and their caption. */
const headedFigures: Field[] = [
  eyebrowField,
  headingField,
  textarea('intro', LIMITS.intro, { required: true }),
  statsField('stats'),
  text('statsCaption', LIMITS.short, { required: true }),
];

const cta: Block = {
  slug: 'cta',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: (ctaField as { fields: Field[] }).fields,
};

const heroSlider: Block = {
  slug: 'heroSlider',
  labels: { singular: 'Home hero with slides', plural: 'Home heroes with slides' },
  fields: [
    group(
      'heading',
      [
        text('lead', LIMITS.heading, { required: true }),
        text('place', LIMITS.eyebrow, {
          required: true,
          admin: { description: 'Shown after the lead, in the brand colour.' },
        }),
      ],
      {
        description: 'The page’s main heading (h1): what the firm does and where, on every slide.',
      },
    ),
    {
      name: 'slides',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 6,
      fields: [
        group('image', [
          choiceField(
            'src',
            heroSlides.map(({ image }) => ({
              label: image.alt,
              value: image.src,
              preview: image.src,
            })),
            { required: true },
          ),
          text('alt', LIMITS.short, {
            required: true,
            admin: { description: 'What the picture shows, for those who cannot see it.' },
          }),
        ]),
        text('subtitle', LIMITS.eyebrow, { required: true }),
        group(
          'headline',
          ['firstLine', 'highlight', 'connector', 'lastWord'].map((name) =>
            text(name, 30, { required: true }),
          ),
          {
            description:
              'One line: a first word, the highlighted word, a connector, the last word.',
          },
        ),
        textarea('description', LIMITS.short, { required: true }),
        photoField(
          'A photo for this slide: landscape, at least 1600 × 1200 px. Cut to 16:9 on phones, 4:3 from tablets up.',
        ),
      ],
    },
    linkField('primary', true),
    linkField('secondary', true),
  ],
};

const homeAbout: Block = {
  slug: 'homeAbout',
  // PostgreSQL names of at most 63 characters for the nested lists' tables and indexes.
  dbName: 'about',
  labels: { singular: 'Home: who we are', plural: 'Home: who we are' },
  fields: [
    ...headedFigures,
    cards('values'),
    cards('whyChooseUs', [], 'why'),
    cards('expertise'),
    group(
      'businessExcellence',
      [
        headingField,
        textarea('text', LIMITS.short, { required: true }),
        textList('points', LIMITS.label, { required: true, maxRows: 8 }),
        linkField('link', true),
      ],
      { dbName: 'excellence' },
    ),
    cards('staffing', [textarea('intro', LIMITS.intro, { required: true })]),
    group('buttons', [
      linkField('getStarted', true),
      linkField('exploreServices', true),
      linkField('exploreStaffing', true),
    ]),
  ],
};

const testimonials: Block = {
  slug: 'testimonials',
  labels: { singular: 'Client stories', plural: 'Client stories' },
  fields: [
    ...headedFigures,
    text('logosHeading', LIMITS.label, { required: true }),
    linkField('contact', true),
  ],
};

const pageHero: Block = {
  slug: 'pageHero',
  labels: { singular: 'Page hero', plural: 'Page heroes' },
  fields: [
    text('badge', LIMITS.eyebrow, {
      required: true,
      admin: { description: 'The small label above the heading.' },
    }),
    text('heading', LIMITS.heading, {
      required: true,
      admin: { description: 'The page’s main heading (h1).' },
    }),
    textarea('subtext', LIMITS.short, { required: true }),
    photoField(
      'A photo beside the heading: on /about the team, on /careers people at work here, on /contact the office. Landscape, at least 1600 × 1200 px. Cut to 4:5 on phones, 4:3 from tablets up.',
    ),
  ],
};

/** Which of the section's fields each of the design's own sections shows. */
const shownIn: Record<string, readonly SectionDesign[]> = {
  eyebrow: [
    'about-story',
    'industries-overview',
    'contact-form',
    'products-list',
    'product-features',
    'product-tour',
  ],
  intro: [
    'about-expertise',
    'careers-benefits',
    'careers-positions',
    'contact-form',
    'products-list',
    'product-features',
    'product-tour',
  ],
  paragraphs: ['about-story', 'industries-overview'],
  items: ['about-expertise', 'careers-benefits', 'product-features'],
  stats: ['product-features'],
  groups: ['about-expertise', 'industries-overview'],
  aside: ['about-story', 'contact-form'],
  link: ['about-story'],
  screens: ['product-tour'],
  cardLabels: ['products-list'],
  contactLabels: ['contact-form'],
  photo: ['about-story', 'careers-benefits'],
};

/** Labels of the design's own parts, each required where the section shows them. */
const labels = (name: string, names: readonly string[], description: string): Field =>
  group(
    name,
    names.map((label) => text(label, LIMITS.label, { required: true })),
    { description },
  );

/** The field, shown only for the sections that use it. */
const shown = (field: Field): Field => {
  const designs = shownIn[(field as { name: string }).name]!;
  return {
    ...field,
    admin: {
      ...field.admin,
      condition: (_: unknown, sibling: { design?: SectionDesign }) =>
        Boolean(sibling?.design && designs.includes(sibling.design)),
    },
  } as Field;
};

/** A section of the design of one page (content/page-sections.ts SECTION_DESIGNS), with its copy. */
const section: Block = {
  slug: 'section',
  labels: { singular: 'Section of this page’s design', plural: 'Sections of this page’s design' },
  fields: [
    choiceField(
      'design',
      SECTION_DESIGNS.map((value) => ({ label: value, value })),
      {
        required: true,
        ofThePage: true,
        description: 'Which of the page’s own sections shows this copy.',
      },
    ),
    shown(eyebrowField),
    headingField,
    shown(introField),
    shown(textList('paragraphs', LIMITS.paragraph, { maxRows: 12, multiline: true })),
    shown({ name: 'items', type: 'array', maxRows: 12, fields: cardFields }),
    shown(statsField('stats', false)),
    shown({
      name: 'groups',
      type: 'array',
      maxRows: 8,
      fields: [
        text('title', LIMITS.label, { required: true }),
        iconField(),
        textList('items', LIMITS.label, { required: true, maxRows: 40 }),
      ],
    }),
    shown(group('aside', [text('heading', LIMITS.heading), textarea('intro', LIMITS.intro)])),
    shown(linkField('link', false)),
    shown({
      name: 'screens',
      type: 'array',
      maxRows: 6,
      admin: {
        description:
          'The product’s screens in the tour, each with its caption (the hero’s screen is shown in the hero, not again here).',
      },
      fields: [
        choiceField(
          'screen',
          screenBlocks.map(({ slug }) => ({ label: slug, value: slug })),
          { required: true },
        ),
        text('title', LIMITS.label, { required: true }),
        textarea('text', LIMITS.short, { required: true }),
      ],
    }),
    shown(
      labels(
        'cardLabels',
        ['keyFeatures', 'learnMore'],
        'The product cards’ features heading and link text.',
      ),
    ),
    shown(
      labels(
        'contactLabels',
        ['phone', 'whatsapp', 'whatsappText', 'email', 'office', 'mapLink', 'hours', 'social'],
        'The labels of the ways to reach the firm: call, WhatsApp (and its link text), e-mail, office (and its map link), hours, social links.',
      ),
    ),
    shown(
      photoField(
        'On /about the office, on /careers life at the firm (a team at work, an event): at least 1200 × 1500 px, upright or landscape. Cut to 4:3 on phones, 4:5 beside the text from 1024 px.',
      ),
    ),
  ],
};

/** Payload's own check of the sections, then the design's layout rules. */
const layoutRules = layoutRulesValidate();

/** The sections field of a page: each page is offered its own kinds of hero and section. */
export const pageBlocksField: BlocksField = {
  name: 'blocks',
  type: 'blocks',
  label: 'Sections',
  admin: {
    description: 'The page’s sections in order (policies and data requests have none).',
  },
  blocks: [heroSlider, homeAbout, testimonials, pageHero, section, ...contentBlocks, cta],
  filterOptions: ({ data }) => [
    ...(data?.path === '/'
      ? [heroSlider.slug, homeAbout.slug, testimonials.slug]
      : [pageHero.slug, section.slug]),
    ...contentBlocks.map((block) => block.slug),
    cta.slug,
  ],
  maxRows: 16,
  validate: (value, options) => {
    const own = sectionsRequired(value, options);
    return own === true ? layoutRules(value, options) : own;
  },
};
