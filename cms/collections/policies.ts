import type { CollectionConfig } from 'payload';
import { LIMITS, text, textarea, textList } from '../blocks/fields';
import { anchorField } from '../blocks/fields';
import { editorAccess, previewAt, revalidateOnPublish, versions } from '../publishing';
import { slugField } from './shared-fields';

/** A policy page (content/types.ts PolicyPage): /privacy, /terms, /cookies-policy. */
export const policies: CollectionConfig = {
  slug: 'policies',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'lastUpdated', '_status'],
    group: 'Pages',
    preview: previewAt<{ slug?: string }>((doc) =>
      doc.slug === 'cookies' ? '/cookies-policy' : doc.slug && `/${doc.slug}`,
    ),
  },
  versions,
  access: editorAccess,
  hooks: { afterChange: [revalidateOnPublish] },
  fields: [
    slugField('Which policy: privacy, terms or cookies.'),
    text('title', 80, { required: true }),
    {
      name: 'lastUpdated',
      type: 'text',
      required: true,
      admin: { description: 'The date of the last change, as YYYY-MM-DD.' },
      validate: (value: unknown) =>
        typeof value === 'string' &&
        /^\d{4}-\d{2}-\d{2}$/.test(value) &&
        !Number.isNaN(Date.parse(value))
          ? true
          : 'A date as YYYY-MM-DD.',
    },
    textarea('intro', LIMITS.intro * 2, { required: true }),
    {
      name: 'sections',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 30,
      fields: [
        anchorField,
        text('heading', LIMITS.heading, { required: true }),
        textList('paragraphs', LIMITS.paragraph, { maxRows: 20, multiline: true }),
        textList('bullets', LIMITS.paragraph, { maxRows: 30, multiline: true }),
        {
          name: 'table',
          type: 'group',
          fields: [
            text('caption', LIMITS.short),
            textList('columns', LIMITS.label, { maxRows: 6 }),
            {
              name: 'rows',
              type: 'array',
              maxRows: 30,
              fields: [textList('cells', LIMITS.paragraph, { maxRows: 6, multiline: true })],
            },
          ],
        },
        textarea('placeholder', LIMITS.short, {
          admin: {
            description: 'Text the company must still fill in (shown marked "To be completed").',
          },
        }),
      ],
    },
  ],
};
