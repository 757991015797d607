import type { CollectionConfig, Field, FieldHook, TextField } from 'payload';
import { withPlainText } from './plain-text';

const collection: CollectionConfig = {
  slug: 'things',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'group', type: 'group', fields: [{ name: 'slug', type: 'text' }] },
    { name: 'rows', type: 'array', fields: [{ name: 'label', type: 'textarea' }] },
    {
      name: 'blocks',
      type: 'blocks',
      blocks: [{ slug: 'hero', fields: [{ name: 'heading', type: 'text' }] }],
    },
    { type: 'tabs', tabs: [{ label: 'One', fields: [{ name: 'caption', type: 'text' }] }] },
    { name: 'count', type: 'number' },
  ],
};

/** The field hook a text field runs first on save. */
function firstHook(field: Field | undefined): FieldHook {
  const hook = (field as TextField | undefined)?.hooks?.beforeValidate?.[0];
  if (!hook) throw new Error('no hook');
  return hook;
}

const run = (hook: FieldHook, value: unknown) =>
  hook({ value } as Parameters<FieldHook>[0]) as unknown;

it('strips every bidirectional control from each text and textarea, wherever it sits', () => {
  const [title, group, rows, blocks, tabs, count] = withPlainText(collection).fields as [
    Field,
    Extract<Field, { type: 'group' }>,
    Extract<Field, { type: 'array' }>,
    Extract<Field, { type: 'blocks' }>,
    Extract<Field, { type: 'tabs' }>,
    Field,
  ];
  const texts = [
    title,
    group.fields[0],
    rows.fields[0],
    blocks.blocks[0]!.fields[0],
    tabs.tabs[0]!.fields[0],
  ];
  const controls = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c';
  for (const field of texts)
    expect(run(firstHook(field), `Invoice${controls}fdp.exe`)).toBe('Invoicefdp.exe');
  expect((count as { hooks?: unknown }).hooks).toBeUndefined();
});

it('leaves other text and empty values as they are', () => {
  const hook = firstHook(withPlainText(collection).fields[0]);
  expect(run(hook, 'नमस्ते — Hyderabad, “quoted” & café')).toBe('नमस्ते — Hyderabad, “quoted” & café');
  expect(run(hook, null)).toBeNull();
  expect(run(hook, undefined)).toBeUndefined();
});
