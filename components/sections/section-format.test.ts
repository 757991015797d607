import { products } from '@/content/products';
import { servicePages } from '@/content/services';
import type { Block } from '@/content/types';

/**
 * The visual format of a section, as a visitor sees it: two neighbouring sections of the same
 * format read as one long template, so a page shows at most two in a row.
 */
type SectionFormat =
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
const blockFormats: Record<Block['kind'], SectionFormat> = {
  cards: 'card-grid',
  groups: 'catalogue',
  steps: 'process',
  prose: 'prose',
  checklist: 'checklist',
  stats: 'figures',
};

/** The length of the longest run of one format among consecutive sections. */
function longestRun(formats: readonly SectionFormat[]): number {
  let longest = 0;
  let run = 0;
  formats.forEach((format, index) => {
    run = index > 0 && formats[index - 1] === format ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

/** The sections of a service page in order (app/services/[slug]/page.tsx). */
function servicePageFormats(service: {
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
function productPageFormats(product: { blocks?: readonly Block[] }): SectionFormat[] {
  return [
    'hero',
    'card-grid',
    'product-tour',
    ...(product.blocks ?? []).map((block) => blockFormats[block.kind]),
    'call-to-action',
  ];
}

describe('longestRun', () => {
  it('counts the longest stretch of one format', () => {
    const formats: SectionFormat[] = ['hero', 'card-grid', 'card-grid', 'prose', 'card-grid'];
    expect(longestRun(formats)).toBe(2);
    expect(longestRun([...formats, 'card-grid', 'card-grid'])).toBe(3);
    expect(longestRun([])).toBe(0);
  });
});

describe('no page shows more than two sections of one format in a row', () => {
  it.each(servicePages.map((service) => [service.slug, service] as const))(
    'service page %s',
    (_slug, service) => {
      expect(longestRun(servicePageFormats(service))).toBeLessThanOrEqual(2);
    },
  );

  it.each(products.map((product) => [product.slug, product] as const))(
    'product page %s',
    (_slug, product) => {
      expect(longestRun(productPageFormats(product))).toBeLessThanOrEqual(2);
    },
  );
});
