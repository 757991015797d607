import type { Block, Field } from 'payload';
import { heroSlides } from '../../content/home';
import { ctaField, linkField } from '../collections/shared-fields';
import { contentBlocks } from './content-blocks';
import {
  cardFields,
  eyebrowField,
  headingField,
  LIMITS,
  statsField,
  text,
  textarea,
  textList,
} from './fields';

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
          {
            name: 'src',
            type: 'select',
            required: true,
            options: heroSlides.map(({ image }) => ({ label: image.alt, value: image.src })),
          },
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

/** The sections field of a page: the home page's own sections appear only on the home page. */
export const pageBlocksField: Field = {
  name: 'blocks',
  type: 'blocks',
  label: 'Sections',
  admin: {
    description:
      'The page’s sections in order. A page without any shows its original sections (policies and data requests have none).',
  },
  blocks: [heroSlider, homeAbout, testimonials, ...contentBlocks, cta],
  filterOptions: ({ data }) =>
    data?.path === '/' || [...contentBlocks.map((block) => block.slug), cta.slug],
  maxRows: 16,
};
