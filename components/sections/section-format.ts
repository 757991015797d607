import type { Block } from '@/content/types';

/**
 * The visual format of a section, as a visitor sees it: two neighbouring sections of the same
 * format read as one long template, so a page shows at most two in a row.
 */
export type SectionFormat =
  | 'hero'
  | 'card-grid'
  | 'catalogue'
  | 'process'
  | 'prose'
  | 'checklist'
  | 'figures'
  | 'product-tour'
  | 'call-to-action';

/** The format each content block renders in (components/sections/blocks). */
export const blockFormats: Record<Block['kind'], SectionFormat> = {
  cards: 'card-grid',
  groups: 'catalogue',
  steps: 'process',
  prose: 'prose',
  checklist: 'checklist',
  stats: 'figures',
};

/** The length of the longest run of one format among consecutive sections. */
export function longestRun(formats: readonly SectionFormat[]): number {
  let longest = 0;
  let run = 0;
  formats.forEach((format, index) => {
    run = index > 0 && formats[index - 1] === format ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

/** The sections of a service page in order (app/services/[slug]/page.tsx). */
export function servicePageFormats(service: {
  blocks: readonly Block[];
  whyChoose?: unknown;
}): SectionFormat[] {
  return [
    'hero',
    ...service.blocks.map((block) => blockFormats[block.kind]),
    ...(service.whyChoose ? (['card-grid'] as const) : []),
    'call-to-action',
  ];
}

/** The sections of a product page in order (app/products/[slug]/page.tsx). */
export function productPageFormats(product: { blocks?: readonly Block[] }): SectionFormat[] {
  return [
    'hero',
    'card-grid',
    'product-tour',
    ...(product.blocks ?? []).map((block) => blockFormats[block.kind]),
    'call-to-action',
  ];
}
