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

const paragraphs = 'Paragraphs separated by an empty line.';

/** Client stories at /case-studies/<slug>, shown on the pages of the services they concern. */
export const caseStudies: CollectionConfig = {
  slug: 'case-studies',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'industry', '_status'],
    preview: previewAt<{ slug?: string }>((doc) => doc.slug && `/case-studies/${doc.slug}`),
  },
  access: editorAccess,
  versions,
  hooks: {
    beforeChange: [keepFormerSlug],
    afterChange: [revalidateOnPublish, refreshKnownRoutesAfterChange],
    afterDelete: [revalidateOnDelete, refreshKnownRoutesAfterDelete],
  },
  fields: [
    ...titleAndSummary,
    slugField,
    formerSlugsField,
    {
      name: 'client',
      type: 'text',
      required: true,
      maxLength: 90,
      admin: { description: 'The client by sector and size, e.g. "A 600-bed hospital group".' },
    },
    {
      name: 'industry',
      type: 'relationship',
      relationTo: 'industries',
      required: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'services',
      type: 'relationship',
      relationTo: 'services',
      hasMany: true,
      required: true,
      admin: { position: 'sidebar', description: 'The service pages that list this story.' },
    },
    {
      name: 'challenge',
      type: 'textarea',
      required: true,
      maxLength: 900,
      admin: { description: paragraphs },
    },
    {
      name: 'approach',
      type: 'textarea',
      required: true,
      maxLength: 1200,
      admin: { description: paragraphs },
    },
    {
      name: 'results',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 4,
      fields: [
        { name: 'value', type: 'text', required: true, maxLength: 10 },
        { name: 'label', type: 'text', required: true, maxLength: 60 },
      ],
      admin: {
        description: 'Figures with what each counts, e.g. "38 days" / "time to fill, was 71".',
      },
    },
    {
      name: 'resultsCaption',
      type: 'text',
      required: true,
      maxLength: 140,
      admin: { description: 'What the figures count and over which period.' },
    },
    {
      name: 'quote',
      type: 'group',
      fields: [
        { name: 'text', type: 'textarea', required: true, maxLength: 320 },
        {
          name: 'name',
          type: 'text',
          required: true,
          maxLength: 60,
          admin: { description: 'A name, or a title when the client prefers not to be named.' },
        },
        { name: 'role', type: 'text', required: true, maxLength: 90 },
      ],
    },
    illustrationFields,
    seoFields,
    socialImageField,
  ],
};
