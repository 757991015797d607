import { products } from '@/content/products';
import { servicePages } from '@/content/services';
import {
  longestRun,
  productPageFormats,
  servicePageFormats,
  type SectionFormat,
} from './section-format';

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
