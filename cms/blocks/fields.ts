import type { Field, TextField, TextareaField, UploadField } from 'payload';
import { iconNames } from '../../content/icon-names';
import { choiceField } from './choice';

/**
 * Field makers shared by the content types. The length limits keep an editor's text within what
 * the design's layouts hold (the longest of today's texts, with room to spare).
 */
export const LIMITS = {
  heading: 120,
  eyebrow: 60,
  label: 80,
  short: 300,
  intro: 600,
  paragraph: 2000,
} as const;

export function text(name: string, maxLength: number, extra: Partial<TextField> = {}): TextField {
  return { name, type: 'text', maxLength, ...extra } as TextField;
}

export function textarea(
  name: string,
  maxLength: number,
  extra: Partial<TextareaField> = {},
): TextareaField {
  return { name, type: 'textarea', maxLength, ...extra } as TextareaField;
}

/**
 * A photo of the firm's own (the media collection: its description is asked on upload), shown in
 * place of the design's illustration; `what` says which photo belongs here and how it is cut.
 */
export const photoField = (what: string): UploadField => ({
  name: 'photo',
  type: 'upload',
  relationTo: 'media',
  admin: {
    description: `${what} Set its focal point (the media's Edit image): the crop keeps it in view. Empty: the illustration.`,
  },
});

/** A section anchor: kebab-case, unique within the page; also the side-dot target. */
export const anchorField: TextField = text('anchor', 60, {
  required: true,
  admin: {
    description: 'The section’s address on the page (e.g. "overview"): lower case and dashes.',
  },
  validate: (value: unknown) =>
    typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
      ? true
      : 'Lower-case letters, digits and single dashes only, e.g. "our-process".',
});

export const headingField = text('heading', LIMITS.heading, { required: true });
export const eyebrowField = text('eyebrow', LIMITS.eyebrow, {
  admin: { description: 'The small line above the heading (optional).' },
});
export const introField = textarea('intro', LIMITS.intro);

/** An icon of the site's sprite. */
export function iconField(required = false): Field {
  return choiceField(
    'icon',
    iconNames.map((name) => ({ label: name, value: name })),
    { required },
  );
}

/** A list of short texts (Payload has no list of strings: each is a row with one field). */
export function textList(
  name: string,
  maxLength: number,
  { required = false, maxRows = 40, multiline = false } = {},
): Field {
  return {
    name,
    type: 'array',
    required,
    minRows: required ? 1 : undefined,
    maxRows,
    fields: [
      multiline
        ? textarea('text', maxLength, { required: true })
        : text('text', maxLength, { required: true }),
    ],
  } as Field;
}

/** Figures: a value and its label each (content/types.ts Stat). */
export function statsField(name: string, required = true): Field {
  return {
    name,
    type: 'array',
    required,
    minRows: required ? 1 : undefined,
    maxRows: 8,
    fields: [
      text('value', 16, { required: true, admin: { description: 'e.g. "15+" or "98%"' } }),
      text('label', LIMITS.label, { required: true }),
    ],
  };
}

/** A card: icon, title, text, optional bullets (content/types.ts Card). */
export const cardFields: Field[] = [
  iconField(),
  text('title', LIMITS.label, { required: true }),
  textarea('text', LIMITS.intro, { required: true }),
  textList('bullets', LIMITS.short, { maxRows: 12 }),
];
