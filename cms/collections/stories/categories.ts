import type { CollectionConfig } from 'payload';
import { editorAccess, revalidateOnDelete, revalidateOnPublish, versions } from '../../publishing';
import { slugField } from './fields';

/** The sections of /insights; editors add their own. */
export const categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'] },
  access: editorAccess,
  versions,
  hooks: { afterChange: [revalidateOnPublish], afterDelete: [revalidateOnDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 40 },
    slugField,
    { name: 'description', type: 'textarea', maxLength: 200 },
  ],
};
