import type { CollectionConfig } from 'payload';
import { iconField, text, textarea } from '../blocks/fields';
import { editorAccess, revalidateOnDelete, revalidateOnPublish, versions } from '../publishing';
import { slugField } from './stories/fields';

/**
 * The tabs of /services and the columns the services menu may show, in the order of the list
 * (drag to reorder). A service names its category; a category names the services it shows first.
 */
export const serviceCategories: CollectionConfig = {
  slug: 'service-categories',
  labels: { singular: 'Service category', plural: 'Service categories' },
  orderable: true,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', '_status'], group: 'Pages' },
  access: editorAccess,
  versions,
  hooks: { afterChange: [revalidateOnPublish], afterDelete: [revalidateOnDelete] },
  fields: [
    text('name', 40, { required: true, admin: { description: 'Its tab’s and column’s name.' } }),
    slugField,
    iconField(true),
    textarea('description', 200, { required: true }),
    {
      name: 'featured',
      type: 'relationship',
      relationTo: 'services',
      admin: { description: 'The service its tab shows first and larger.' },
    },
    {
      name: 'services',
      type: 'relationship',
      relationTo: 'services',
      hasMany: true,
      admin: {
        description: 'Shown in this order; the category’s other published services follow.',
      },
    },
  ],
};
