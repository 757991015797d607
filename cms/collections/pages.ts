import type { CollectionConfig } from 'payload';
import { LIMITS, text, textarea } from '../blocks/fields';
import { ctaFormatField } from '../blocks/cta-format';
import { pageBlocksField } from '../blocks/page-blocks';
import { screenDataField } from '../blocks/screens';
import { refreshKnownRoutesAfterChange, refreshKnownRoutesAfterDelete } from '../known-routes';
import {
  editorAccess,
  previewAt,
  revalidateOnDelete,
  revalidateOnPublish,
  versions,
} from '../publishing';
import { internalPath, socialImageField } from './shared-fields';

export const CHANGE_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;

/**
 * One record per page of its own (home, about, services, products, industries, careers, contact,
 * the policies, data requests): its address, its title and description for menus, search engines
 * and social cards, its sitemap entry, the outline of its sections (the side dots) and, for the
 * home page today, the sections themselves (cms/blocks/page-blocks.ts).
 * Service pages take theirs from their service record.
 */
export const pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status'],
    group: 'Pages',
    preview: previewAt<{ path?: string }>((doc) => doc.path),
  },
  versions,
  access: editorAccess,
  hooks: {
    afterChange: [revalidateOnPublish, refreshKnownRoutesAfterChange],
    afterDelete: [revalidateOnDelete, refreshKnownRoutesAfterDelete],
  },
  fields: [
    { ...internalPath('path'), unique: true, index: true },
    socialImageField,
    text('title', 80, {
      required: true,
      admin: {
        description: 'Shown as "{title} | {company}" in the browser tab and search results.',
      },
    }),
    text('absoluteTitle', 120, {
      admin: { description: 'The whole title instead, when it must not end in the company name.' },
    }),
    text('menuLabel', 40, { admin: { description: 'A shorter name for the main menu.' } }),
    textarea('description', 200, {
      required: true,
      minLength: 50,
      admin: { description: 'What search engines and social cards show under the title.' },
    }),
    {
      name: 'priority',
      type: 'number',
      required: true,
      min: 0,
      max: 1,
      admin: { description: 'The sitemap priority, 0 to 1.', step: 0.1 },
    },
    {
      name: 'changeFrequency',
      type: 'select',
      required: true,
      options: CHANGE_FREQUENCIES.map((value) => ({ label: value, value })),
    },
    {
      name: 'sections',
      type: 'array',
      maxRows: 16,
      admin: { description: 'The page’s sections in the side navigation: anchor and label.' },
      fields: [
        text('anchor', 60, { required: true }),
        text('label', LIMITS.eyebrow, { required: true }),
      ],
    },
    {
      name: 'product',
      type: 'group',
      admin: {
        condition: (data: { path?: string }) => Boolean(data?.path?.startsWith('/products/')),
        description:
          'The product’s card on /products and its entry in the menu; its name is this page’s title.',
      },
      fields: [
        text('tagline', LIMITS.label, { required: true }),
        textarea('summary', LIMITS.short, {
          required: true,
          admin: { description: 'One or two sentences for the card on /products.' },
        }),
      ],
    },
    screenDataField,
    pageBlocksField,
    ctaFormatField('pages'),
  ],
};
