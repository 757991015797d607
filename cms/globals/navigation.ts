import type { ArrayField, Field, GlobalConfig } from 'payload';
import { text } from '../blocks/fields';
import { internalPath } from '../collections/shared-fields';
import { contentGlobal, previewAt } from '../publishing';

const required = { required: true } as const;

const links = (name: string, label: string, maxRows: number): ArrayField => ({
  name,
  label,
  type: 'array',
  maxRows,
  fields: [text('label', 40, required), internalPath('href')],
});

/** Services named by their address (e.g. "it-staffing"): the link's name and line come from the service. */
const services = (name: string, label: string, description: string): ArrayField => ({
  name,
  label,
  type: 'array',
  maxRows: 20,
  admin: { description },
  fields: [text('slug', 80, required)],
});

const category: Field = {
  name: 'category',
  type: 'relationship',
  relationTo: 'service-categories',
  required: true,
};

/**
 * The header's menus and the footer's links (content/navigation.ts is the seed). Services are
 * listed from the published services: a new published service appears in its category's column
 * unless it is named under "Left out of the menu".
 */
export const navigation: GlobalConfig = {
  slug: 'navigation',
  label: 'Navigation',
  admin: { preview: previewAt(() => '/') },
  ...contentGlobal,
  fields: [
    {
      ...links('main', 'Main menu', 9),
      minRows: 1,
      fields: [
        text('label', 40, required),
        internalPath('href'),
        {
          name: 'submenu',
          type: 'select',
          options: [
            { value: 'services', label: 'The services menu' },
            { value: 'products', label: 'The products menu' },
          ],
          admin: { description: 'A menu that opens from this entry.' },
        },
      ],
    },
    {
      name: 'serviceColumns',
      label: 'Services menu columns',
      type: 'array',
      maxRows: 4,
      fields: [
        category,
        text('featured', 80, {
          admin: { description: 'The service shown first and larger (its address).' },
        }),
        services(
          'services',
          'Services',
          'In this order; other published services of the category follow.',
        ),
      ],
    },
    services(
      'leftOut',
      'Left out of the menu',
      'Published services the services menu does not list (they stay on /services).',
    ),
    {
      name: 'footer',
      type: 'group',
      fields: [
        links('company', 'Company', 8),
        services('solutions', 'Solutions', 'Services linked from the footer, in this order.'),
        links('legal', 'Legal', 8),
      ],
    },
  ],
};
