import type { Field, GroupField, TextField } from 'payload';
import { isInternalPath } from '../../lib/shared/internal-path';
import { LIMITS, text, textarea } from '../blocks/fields';
import { refusal } from '../refusal';

/** A unique, lower-case slug: part of a page's address. */
export function slugField(description: string): TextField {
  return text('slug', 80, {
    required: true,
    unique: true,
    index: true,
    admin: { description },
    validate: (value: unknown) =>
      typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
        ? true
        : 'Lower-case letters, digits and single dashes only.',
  });
}

const NOT_INTERNAL = 'An address on this site: one "/" and then a letter or digit, e.g. /contact.';
const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
const isSitePath = (value: unknown) => isInternalPath(value) && /^[\w\-/?=&.]*$/.test(value);

/**
 * An internal path such as /contact: one "/", then neither "/" nor "\\" (lib/shared/internal-path.ts).
 * Payload skips fields' validation when it saves a draft; the hook refuses another host in a
 * draft too (a draft may still leave the field empty).
 */
export const internalPath = (name: string, required = true): TextField =>
  text(name, 200, {
    required,
    validate: (value: unknown) =>
      (!required && isEmpty(value)) || isSitePath(value) ? true : NOT_INTERNAL,
    hooks: {
      beforeChange: [
        ({ value }) => {
          if (!isEmpty(value) && !isSitePath(value)) throw refusal(NOT_INTERNAL);
          return value;
        },
      ],
    },
  });

/** A button or link: its label and an address on this site. */
export const linkField = (name: string, required: boolean): GroupField => ({
  name,
  type: 'group',
  fields: [text('label', 40, { required }), internalPath('href', required)],
});

/** The closing call to action (content/types.ts CallToAction). */
export const ctaField: Field = {
  name: 'cta',
  type: 'group',
  label: 'Call to action',
  fields: [
    text('heading', LIMITS.heading, { required: true }),
    textarea('text', LIMITS.short, { required: true }),
    linkField('primary', true),
    linkField('secondary', false),
  ],
};

/** The picture shown when the page is shared (og:image); the generated card when empty. */
export const socialImageField: Field = {
  name: 'socialImage',
  type: 'upload',
  relationTo: 'media',
  admin: {
    position: 'sidebar',
    description:
      'The picture shown when this page is shared (1200 × 630 works best; it is cropped to that). Empty: the generated card.',
  },
};
