import { HeadingFeature, lexicalEditor } from '@payloadcms/richtext-lexical';
import type { CollectionConfig } from 'payload';
import {
  formerSlugsField,
  keepFormerSlug,
  refreshKnownRoutesAfterChange,
  refreshKnownRoutesAfterDelete,
} from '../../known-routes';
import {
  editorAccess,
  previewAt,
  revalidateOnDelete,
  revalidateOnPublish,
  versions,
} from '../../publishing';
import { socialImageField } from '../shared-fields';
import { illustrationFields, seoFields, slugField, titleAndSummary } from './fields';

/** Articles at /insights/<slug>, listed by category on /insights and in its RSS feed. */
export const insights: CollectionConfig = {
  slug: 'insights',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'date', '_status'],
    preview: previewAt<{ slug?: string }>((doc) => doc.slug && `/insights/${doc.slug}`),
  },
  access: editorAccess,
  versions,
  hooks: {
    beforeChange: [keepFormerSlug],
    afterChange: [revalidateOnPublish, refreshKnownRoutesAfterChange],
    afterDelete: [revalidateOnDelete, refreshKnownRoutesAfterDelete],
  },
  defaultSort: '-date',
  fields: [
    ...titleAndSummary,
    slugField,
    formerSlugsField,
    {
      name: 'body',
      type: 'richText',
      required: true,
      // The page's title is its only h1: the article's own headings start at h2.
      editor: lexicalEditor({
        features: ({ defaultFeatures }) => [
          ...defaultFeatures.filter((feature) => feature.key !== 'heading'),
          HeadingFeature({ enabledHeadingSizes: ['h2', 'h3'] }),
        ],
      }),
    },
    { name: 'author', type: 'text', required: true, maxLength: 80 },
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      required: true,
      admin: { position: 'sidebar' },
    },
    illustrationFields,
    seoFields,
    socialImageField,
  ],
};
