import type { Navigation } from '../payload-types';
import { seedNavigation, seedPages, seedServices } from '../seed/records';
import { pageToCms } from '../seed/to-cms';
import { ctaKind, endsWithCallToAction } from '../../content/cta-formats';
import { menusOf, navigationFromCms } from '../../lib/shared/site-navigation';
import { listServiceCategories, seededCategoryIds } from '../../tests/unit/fixtures/seeded-content';
import { closingFormatFaults, layoutFaults, type Ending } from './layout-rules';

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
      const why = service.whyChoose ? [{ blockType: 'cards', ...service.whyChoose }] : [];
      expect([service.slug, layoutFaults([...service.blocks, ...why])]).toEqual([service.slug, []]);
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

describe('closingFormatFaults', () => {
  let menus: ReturnType<typeof menusOf>;
  beforeAll(async () => {
    menus = menusOf(
      navigationFromCms(
        seedNavigation(seededCategoryIds) as Navigation,
        seedServices,
        await listServiceCategories(),
      ),
    );
  });
  const seeded = new Map<string, Ending>([
    ...seedPages
      .filter((page) => endsWithCallToAction(pageToCms(page)))
      .map((page): [string, Ending] => [
        page.path,
        { title: page.menuLabel ?? page.title, kind: ctaKind(page.ctaFormat ?? 'banner') },
      ]),
    ...seedServices.map((service): [string, Ending] => [
      `/services/${service.slug}`,
      { title: service.menuLabel, kind: ctaKind(service.ctaFormat ?? 'banner') },
    ]),
  ]);

  it('finds no two seeded pages next to each other in a menu that end alike, in three formats or more', () => {
    const pages = [...seeded.keys()];
    expect(pages).toEqual(expect.arrayContaining(['/', '/services', '/case-studies']));
    expect(pages.filter((path) => closingFormatFaults(menus, seeded, path).length)).toEqual([]);
    expect(new Set([...seeded.values()].map((ending) => ending.kind)).size).toBeGreaterThanOrEqual(
      3,
    );
  });

  it('names the neighbour ending alike, the menu, and the formats neither neighbour uses', () => {
    // In the Talent Solutions column, contract staffing sits between permanent staffing (the
    // office strip) and executive search (the banner).
    const endings = new Map(seeded).set('/services/contract-staffing', {
      title: 'Contract Staffing',
      kind: 'office',
    });
    expect(closingFormatFaults(menus, endings, '/services/contract-staffing')).toEqual([
      expect.stringMatching(
        /^This page’s closing call to action is the contact strip with the office, as on “Permanent Staffing” beside it in the services menu’s Talent Solutions column: .* Choose a client’s words or a product screen as its Call to action format\.$/,
      ),
    ]);
  });

  it('leaves a page that is in no menu, or ends without a call to action, alone', () => {
    expect(closingFormatFaults(menus, seeded, '/about')).toEqual([]);
    expect(closingFormatFaults(menus, seeded, '/services/not-in-a-menu')).toEqual([]);
  });
});
