import { seedPages, seedServices } from '../seed/records';
import { pageToCms, serviceToCms } from '../seed/to-cms';
import { layoutFaults } from './layout-rules';

const cards = (heading: string, count: number, format?: string) => ({
  blockType: 'cards',
  heading,
  format,
  items: Array.from({ length: count }, (_, index) => ({ title: `Card ${index}` })),
});
const prose = (heading: string) => ({ blockType: 'prose', heading });

describe('layoutFaults', () => {
  it('keeps every seeded page and service as it is', () => {
    for (const page of seedPages)
      expect([page.path, layoutFaults(pageToCms(page).blocks ?? [])]).toEqual([page.path, []]);
    for (const service of seedServices) {
      const { blocks, whyChoose } = serviceToCms(service) as {
        blocks: { blockType: string }[];
        whyChoose?: { heading: string; items: unknown[] };
      };
      const why = whyChoose ? [{ blockType: 'cards', ...whyChoose }] : [];
      expect([service.slug, layoutFaults([...blocks, ...why])]).toEqual([service.slug, []]);
    }
  });

  it('names a third grid of icon cards and says what to change', () => {
    const faults = layoutFaults([
      cards('Benefits', 4),
      prose('Story'),
      cards('Sectors', 2),
      prose('More'),
      cards('Reasons', 2),
    ]);
    expect(faults).toEqual([
      expect.stringMatching(
        /3 sections are icon cards \(“Benefits”, “Sectors”, “Reasons”\).*at most two.*feature list/,
      ),
    ]);
  });

  it('refuses two grids in a row, and a card left alone on its row', () => {
    expect(layoutFaults([cards('Benefits', 2), cards('Sectors', 3)])).toEqual([
      expect.stringMatching(/“Benefits” and “Sectors” are icon cards one after the other/),
      expect.stringMatching(/“Sectors” has 3 cards.*alone on its row.*Add a card or remove one/),
    ]);
  });

  it('accepts the same items as a feature list, and odd counts outside icon cards', () => {
    expect(layoutFaults([cards('Benefits', 2), cards('Sectors', 3, 'feature-list')])).toEqual([]);
  });

  it('refuses one format three times in a row', () => {
    expect(layoutFaults([prose('A'), prose('B'), prose('C')])).toEqual([
      expect.stringMatching(/Three sections in a row/),
    ]);
  });
});
