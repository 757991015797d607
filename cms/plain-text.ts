import type { CollectionConfig, Field, FieldHook, GlobalConfig } from 'payload';

/**
 * Bidirectional controls (embeddings, overrides, isolates, marks): invisible, they reorder what
 * a reader sees, so `txt.exe` can show as `exe.txt` in a title, a feed or a search result.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/** Removes them from a text as it is saved, before it is validated. */
export const stripBidiControls: FieldHook = ({ value }) =>
  typeof value === 'string' ? value.replace(BIDI_CONTROLS, '') : value;

/** `field` and the fields inside it, each text and textarea with stripBidiControls first. */
function withPlainTextField(field: Field): Field {
  if (field.type === 'text' || field.type === 'textarea') {
    const beforeValidate = field.hooks?.beforeValidate ?? [];
    if (beforeValidate.includes(stripBidiControls)) return field;
    return {
      ...field,
      hooks: { ...field.hooks, beforeValidate: [stripBidiControls, ...beforeValidate] },
    };
  }
  if (field.type === 'blocks')
    return {
      ...field,
      blocks: field.blocks.map((block) => ({
        ...block,
        fields: block.fields.map(withPlainTextField),
      })),
    };
  if (field.type === 'tabs')
    return {
      ...field,
      tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(withPlainTextField) })),
    };
  if ('fields' in field && Array.isArray(field.fields))
    return { ...field, fields: field.fields.map(withPlainTextField) } as Field;
  return field;
}

/**
 * A collection or global whose every text and textarea field (titles, slugs, paths, labels, in
 * groups, arrays, blocks and tabs alike) strips bidirectional controls on save.
 */
export function withPlainText<T extends CollectionConfig | GlobalConfig>(config: T): T {
  return { ...config, fields: config.fields.map(withPlainTextField) };
}
