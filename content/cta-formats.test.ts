import { ctaFormatName, ctaFormatOf, ctaFormats } from './cta-formats';
import { footerLinks, mainMenu, productsMenu, servicesMenu } from './navigation';

/** Every list of links a visitor moves along: the main menu, each services group, the products, the footer's. */
const menus: readonly (readonly string[])[] = [
  mainMenu.map((link) => link.href),
  ...servicesMenu.groups.map((group) =>
    [group.featured, ...group.items].flatMap((link) => (link ? [link.href] : [])),
  ),
  [productsMenu.featured, ...productsMenu.items].map((link) => link.href),
  ...Object.values(footerLinks).map((links) => links.map((link) => link.href)),
];

describe('closing calls to action', () => {
  it('never end two neighbouring pages of a menu alike', () => {
    const alike: string[] = [];
    for (const menu of menus) {
      const ending = menu.filter((path) => path in ctaFormats);
      for (let index = 1; index < ending.length; index++) {
        const [before, after] = [ending[index - 1]!, ending[index]!];
        if (menu.indexOf(after) - menu.indexOf(before) !== 1) continue;
        if (ctaFormatName(ctaFormatOf(before)) === ctaFormatName(ctaFormatOf(after)))
          alike.push(`${before} and ${after}`);
      }
    }
    expect(alike).toEqual([]);
  });

  it('come in at least three formats', () => {
    expect(new Set(Object.values(ctaFormats).map(ctaFormatName)).size).toBeGreaterThanOrEqual(3);
  });
});
