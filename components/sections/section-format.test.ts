import { products } from '@/content/products';
import { serviceBlocks, servicePages } from '@/content/services';
import { iconCardsWithinLimits, longestRun } from './block-format';
import { blockFormat } from './block-renderer';

/** The sections of a service page in order (app/services/[slug]/page.tsx). */
const servicePageFormats = (service: (typeof servicePages)[number]) => [
  'hero',
  ...serviceBlocks(service).map(blockFormat),
  'call-to-action',
];

/** The sections of a product page in order (app/products/[slug]/page.tsx). */
const productPageFormats = (product: (typeof products)[number]) => [
  'hero',
  'icon-cards',
  'product-tour',
  ...(product.blocks ?? []).map(blockFormat),
  'call-to-action',
];

describe('longestRun', () => {
  it('counts the longest stretch of one format', () => {
    const formats = ['hero', 'icon-cards', 'icon-cards', 'prose', 'icon-cards'];
    expect(longestRun(formats)).toBe(2);
    expect(longestRun([...formats, 'icon-cards', 'icon-cards'])).toBe(3);
    expect(longestRun([])).toBe(0);
  });
});

describe('iconCardsWithinLimits', () => {
  it('allows two icon-card grids apart and refuses two in a row or a third', () => {
    expect(iconCardsWithinLimits(['icon-cards', 'prose', 'icon-cards'])).toBe(true);
    expect(iconCardsWithinLimits(['prose', 'icon-cards', 'icon-cards'])).toBe(false);
    expect(
      iconCardsWithinLimits(['icon-cards', 'prose', 'icon-cards', 'process', 'icon-cards']),
    ).toBe(false);
  });
});

describe('every templated page varies its sections', () => {
  const pages: [string, string[]][] = [
    ...servicePages.map((service): [string, string[]] => [
      `/services/${service.slug}`,
      servicePageFormats(service),
    ]),
    ...products.map((product): [string, string[]] => [
      `/products/${product.slug}`,
      productPageFormats(product),
    ]),
  ];

  it.each(pages)(
    '%s: no format three times in a row, icon cards at most twice, apart',
    (_path, formats) => {
      expect(longestRun(formats)).toBeLessThanOrEqual(2);
      expect(iconCardsWithinLimits(formats)).toBe(true);
    },
  );
});
