import type { TextField, Validate } from 'payload';

/** One choice; `preview`: the address of the picture it stands for, shown as a thumbnail. */
export type ChoiceOption = { value: string; label: string; preview?: string };

/**
 * Whether a section design belongs to the page at `path`: "about-story" to /about, "product-…"
 * to the product pages.
 */
export function designBelongsTo(design: string, path: string): boolean {
  const page = design.split('-')[0];
  return page === 'product' ? path.startsWith('/products/') : path === `/${page}`;
}

type ChoiceExtra = {
  required?: boolean;
  defaultValue?: string;
  description?: string;
  /** Only the designs of the page being edited (designBelongsTo), by its `path`. */
  ofThePage?: boolean;
  position?: 'sidebar';
};

/**
 * A choice from a list kept in code (icons, pictures, screens, designs): text in the database,
 * checked against the list on save and picked from a select in the editor, pictures also from
 * their thumbnails (cms/admin/choice-field.tsx); its generated type is the list's union, as a
 * select's would be. Not a Payload select, which on PostgreSQL is an enum type: a list growing
 * in code would need a migration.
 */
export function choiceField(
  name: string,
  options: readonly ChoiceOption[],
  { required = false, defaultValue, description, ofThePage = false, position }: ChoiceExtra = {},
): TextField {
  const values = options.map((option) => option.value);
  const validate: Validate<unknown> = (value, { data }) => {
    if (value === null || value === undefined || value === '')
      return required ? 'Choose one.' : true;
    const path = String((data as { path?: unknown } | undefined)?.path ?? '');
    if (typeof value !== 'string' || !values.includes(value)) return 'Choose one of the list.';
    if (ofThePage && !designBelongsTo(value, path)) return 'Choose a design of this page.';
    return true;
  };
  return {
    name,
    type: 'text',
    required,
    ...(defaultValue === undefined ? {} : { defaultValue }),
    validate,
    typescriptSchema: [({ jsonSchema }) => ({ ...jsonSchema, enum: values })],
    admin: {
      ...(description ? { description } : {}),
      ...(position ? { position } : {}),
      components: {
        Field: {
          path: '/cms/admin/choice-field#ChoiceField',
          clientProps: { options, ofThePage },
        },
      },
    },
  };
}
