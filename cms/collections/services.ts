import type { CollectionConfig } from 'payload';
import { blocksField } from '../blocks/content-blocks';
import { ctaFormatField } from '../blocks/cta-format';
import { cardFields, iconField, introField, LIMITS, text, textarea } from '../blocks/fields';
import {
  formerSlugsField,
  keepFormerSlug,
  refreshKnownRoutesAfterChange,
  refreshKnownRoutesAfterDelete,
} from '../known-routes';
import {
  editorAccess,
  previewAt,
  revalidateOnDelete,
  revalidateOnPublish,
  versions,
} from '../publishing';
import { ctaField, slugField, socialImageField } from './shared-fields';

/** One service detail page at /services/{slug} (content/types.ts ServicePage). */
export const services: CollectionConfig = {
  slug: 'services',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'slug', '_status'],
    group: 'Pages',
    preview: previewAt<{ slug?: string }>((doc) => doc.slug && `/services/${doc.slug}`),
  },
  versions,
  access: editorAccess,
  hooks: {
    beforeChange: [keepFormerSlug],
    afterChange: [revalidateOnPublish, refreshKnownRoutesAfterChange],
    afterDelete: [revalidateOnDelete, refreshKnownRoutesAfterDelete],
  },
  fields: [
    socialImageField,
    slugField('The page’s address: /services/ and this (e.g. "it-staffing").'),
    formerSlugsField,
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'service-categories',
      required: true,
      admin: { description: 'Its tab on /services and its column in the services menu.' },
    },
    text('menuLabel', 40, {
      required: true,
      admin: { description: 'Its name in menus and cards.' },
    }),
    iconField(true),
    text('title', 80, { required: true, admin: { description: 'The page’s main heading.' } }),
    textarea('subtitle', LIMITS.short, { required: true }),
    textarea('summary', 200, {
      required: true,
      admin: { description: 'One sentence for cards and menus.' },
    }),
    textarea('metaDescription', 160, {
      required: true,
      minLength: 120,
      admin: { description: 'What search engines show: 120 to 160 characters.' },
    }),
    text('enquiryName', 60, {
      required: true,
      admin: {
        description:
          'The service an enquiry from this page is about: the enquiry form offers it and the site accepts it.',
      },
    }),
    blocksField,
    {
      name: 'whyChoose',
      type: 'group',
      admin: {
        description: 'The closing "Why choose" cards, before the call to action (optional).',
      },
      fields: [
        text('heading', LIMITS.heading),
        introField,
        { name: 'items', type: 'array', maxRows: 8, fields: cardFields },
      ],
    },
    ctaField,
    ctaFormatField('services'),
  ],
};
