import type { CollectionConfig } from 'payload';
import { iconField, LIMITS, text, textarea } from '../blocks/fields';
import { editorAccess, revalidateOnDelete, revalidateOnPublish, versions } from '../publishing';
import { slugField } from './stories/fields';

/**
 * The sectors the firm recruits for, in the order of the list (drag to reorder): the cards of
 * /industries and its hero's picture, and the industry a case study names.
 */
export const industries: CollectionConfig = {
  slug: 'industries',
  labels: { singular: 'Industry', plural: 'Industries' },
  orderable: true,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', '_status'], group: 'Pages' },
  access: editorAccess,
  versions,
  hooks: { afterChange: [revalidateOnPublish], afterDelete: [revalidateOnDelete] },
  fields: [
    text('name', LIMITS.label, { required: true }),
    slugField,
    iconField(true),
    textarea('text', LIMITS.intro, {
      required: true,
      admin: { description: 'Its card on /industries: the roles the firm fills there.' },
    }),
  ],
};
