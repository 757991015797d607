import type { Block } from 'payload';
import { choiceField } from './choice';
import {
  anchorField,
  cardFields,
  eyebrowField,
  headingField,
  iconField,
  introField,
  LIMITS,
  statsField,
  text,
  textarea,
  textList,
} from './fields';
import { layoutRulesValidate } from './layout-rules';
import { peopleArt } from './people-art';

/**
 * The section formats the design provides (content/types.ts Block, rendered by
 * components/sections/block-renderer): an editor adds, removes and reorders these, nothing else.
 */
const headed = [anchorField, headingField, eyebrowField];

const prose: Block = {
  slug: 'prose',
  labels: { singular: 'Text', plural: 'Texts' },
  fields: [
    ...headed,
    choiceField(
      'art',
      Object.entries(peopleArt).map(([value, art]) => ({
        label: art.alt,
        value,
        preview: art.src,
      })),
      { description: 'A picture of people at work beside the text (optional).' },
    ),
    textList('paragraphs', LIMITS.paragraph, { required: true, maxRows: 12, multiline: true }),
  ],
};

const cards: Block = {
  slug: 'cards',
  labels: { singular: 'Cards', plural: 'Cards' },
  fields: [
    ...headed,
    introField,
    {
      name: 'format',
      type: 'select',
      admin: { description: 'Empty: icon cards.' },
      options: [
        { label: 'Icon cards (at most two grids a page, never two in a row)', value: 'icon-cards' },
        { label: 'Feature list beside the heading', value: 'feature-list' },
        { label: 'Numbered points', value: 'numbered' },
      ],
    },
    { name: 'items', type: 'array', required: true, minRows: 1, maxRows: 12, fields: cardFields },
  ],
};

const steps: Block = {
  slug: 'steps',
  labels: { singular: 'Steps', plural: 'Steps' },
  fields: [
    ...headed,
    introField,
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 10,
      fields: [
        text('title', LIMITS.label, { required: true }),
        textarea('text', LIMITS.intro, { required: true }),
      ],
    },
  ],
};

const checklist: Block = {
  slug: 'checklist',
  labels: { singular: 'Checklist', plural: 'Checklists' },
  fields: [...headed, introField, textList('items', LIMITS.short, { required: true, maxRows: 30 })],
};

const stats: Block = {
  slug: 'stats',
  labels: { singular: 'Figures', plural: 'Figures' },
  fields: [...headed, introField, statsField('items')],
};

const groups: Block = {
  slug: 'groups',
  labels: { singular: 'Groups', plural: 'Groups' },
  fields: [
    ...headed,
    introField,
    {
      name: 'format',
      type: 'select',
      admin: { description: 'Empty: catalogue.' },
      options: [
        { label: 'Catalogue', value: 'catalogue' },
        { label: 'Accordion (for long lists)', value: 'accordion' },
      ],
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      fields: [
        text('title', LIMITS.label, { required: true }),
        iconField(),
        textList('entries', LIMITS.label, { required: true, maxRows: 40 }),
      ],
    },
  ],
};

export const contentBlocks: Block[] = [prose, cards, steps, checklist, stats, groups];

/** Whether a block of a page is one of the content blocks (the rest are the pages' own designs). */
export const isContentBlockType = (blockType: string) =>
  contentBlocks.some((block) => block.slug === blockType);

type WhyChoose = { heading?: string | null; items?: readonly unknown[] | null } | null;

/**
 * The blocks field of a service, its layout checked on save with its closing "Why choose" cards
 * (icon cards after the blocks).
 */
export const blocksField = {
  name: 'blocks',
  type: 'blocks',
  blocks: contentBlocks,
  maxRows: 16,
  validate: layoutRulesValidate(({ whyChoose }) => {
    const why = whyChoose as WhyChoose | undefined;
    return why?.heading && why.items?.length
      ? [{ blockType: 'cards', heading: why.heading, items: why.items }]
      : [];
  }),
} as const;
