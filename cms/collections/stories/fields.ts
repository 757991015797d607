import type { Field, TextFieldSingleValidation } from 'payload';
import { illustrations } from '../../../content/illustrations';
import { choiceField } from '../../blocks/choice';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const validSlug: TextFieldSingleValidation = (value) =>
  typeof value === 'string' && SLUG.test(value)
    ? true
    : 'Lowercase letters, digits and single hyphens only, e.g. payroll-for-new-plants.';

/** The last part of the record's address; lowercase words joined by hyphens. */
export const slugField: Field = {
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  maxLength: 80,
  validate: validSlug,
  admin: { position: 'sidebar', description: 'The address: lowercase words joined by hyphens.' },
};

/** The picture of a card and a page: an upload (with its alt text) or one of the site's illustrations. */
export const illustrationFields: Field = {
  name: 'illustration',
  type: 'group',
  fields: [
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'A picture of your own (its alt text is asked on upload).' },
    },
    choiceField(
      'artwork',
      Object.entries(illustrations).map(([value, art]) => ({
        value,
        label: art.alt.replace(/^Illustration: /, ''),
        preview: art.src,
      })),
      {
        required: true,
        defaultValue: 'team-agreeing-plan',
        description: 'The site illustration shown when no picture is uploaded.',
      },
    ),
  ],
};

/** What search engines and social cards show; the title and summary when left empty. */
export const seoFields: Field = {
  name: 'seo',
  type: 'group',
  label: 'Search and social',
  fields: [
    { name: 'title', type: 'text', maxLength: 60 },
    { name: 'description', type: 'textarea', maxLength: 160 },
  ],
};

/** Title and summary as every card shows them: short enough for a card at 390 px. */
export const titleAndSummary: Field[] = [
  { name: 'title', type: 'text', required: true, maxLength: 90 },
  {
    name: 'summary',
    type: 'textarea',
    required: true,
    maxLength: 240,
    admin: { description: 'One or two sentences for the cards and the feed.' },
  },
];
