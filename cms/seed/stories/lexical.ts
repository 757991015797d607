import type { Insight } from '../../payload-types';

/** Minimal Lexical documents for seeded rich text: headings, paragraphs and bullet lists of plain text. */
type Block = string | { h2: string } | { list: readonly string[] };

const base = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const };
const text = (value: string) => ({
  type: 'text',
  detail: 0,
  format: 0,
  mode: 'normal',
  style: '',
  text: value,
  version: 1,
});

function node(block: Block) {
  if (typeof block === 'string')
    return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(block)] };
  if ('h2' in block) return { ...base, type: 'heading', tag: 'h2', children: [text(block.h2)] };
  return {
    ...base,
    type: 'list',
    listType: 'bullet',
    start: 1,
    tag: 'ul',
    children: block.list.map((item, index) => ({
      ...base,
      type: 'listitem',
      value: index + 1,
      children: [text(item)],
    })),
  };
}

export function lexical(blocks: readonly Block[]): Insight['body'] {
  return { root: { ...base, type: 'root', children: blocks.map(node) } };
}
