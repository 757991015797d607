// Rules every service page keeps, whatever its copy or how many there are: each is reachable
// (catalogue, menus, page record → sitemap and the proxy's known paths), well formed and linked
// only to pages that exist.
import { footerLinks, servicesMenu } from '@/content/navigation';
import { pages as pageRecords } from '@/content/pages';
import {
  getServicePage,
  megaMenuCategories,
  megaMenuItems,
  serviceCatalogue,
  servicePages,
} from '@/content/services';
import type { ServicePage } from '@/content/types';

const pages: readonly ServicePage[] = servicePages;
const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const knownPaths = new Set(pageRecords.map((record) => record.path));
const pathOf = (href: string) => new URL(href, 'http://site').pathname;

describe('service pages', () => {
  it('have unique kebab-case slugs', () => {
    const slugs = pages.map((page) => page.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(kebab);
  });

  it.each(pages.map((page) => [page.slug, page] as const))(
    '%s has a page record, so the sitemap, the proxy and the e2e lists know it',
    (slug) => {
      expect(knownPaths.has(`/services/${slug}`)).toBe(true);
    },
  );

  it('each appear in exactly one category of the catalogue, and the catalogue names no other', () => {
    const listed = serviceCatalogue.flatMap((category) => [
      ...(category.featured ? [category.featured] : []),
      ...category.items,
    ]);
    expect([...listed].sort()).toEqual(pages.map((page) => page.slug).sort());
    for (const category of serviceCatalogue) {
      for (const slug of [...(category.featured ? [category.featured] : []), ...category.items])
        expect(getServicePage(slug)?.category).toBe(category.id);
    }
  });

  it('fill the header menu only from their own categories', () => {
    for (const id of megaMenuCategories) {
      const items = serviceCatalogue.find((category) => category.id === id)?.items ?? [];
      for (const slug of megaMenuItems[id]) expect(items).toContain(slug);
    }
  });

  it('link from every menu only to pages that exist', () => {
    const links = [
      ...servicesMenu.groups.flatMap((group) => [
        ...(group.featured ? [group.featured] : []),
        ...group.items,
      ]),
      servicesMenu.viewAll,
      ...Object.values(footerLinks).flat(),
    ].filter((link) => link.href.startsWith('/'));
    for (const link of links) expect(knownPaths.has(pathOf(link.href))).toBe(true);
  });

  it('are looked up case-insensitively, and an unknown slug finds nothing', () => {
    const [first] = pages;
    expect(getServicePage(first!.slug.toUpperCase())?.slug).toBe(first!.slug);
    expect(getServicePage('no-such-service')).toBeUndefined();
  });

  it('each carry a service name of their own for the enquiry form', () => {
    expect(new Set(pages.map((page) => page.enquiryName)).size).toBe(pages.length);
  });

  it.each(pages.map((page) => [page.slug, page] as const))(
    '%s has well-formed blocks, a search description and links to existing pages',
    (_slug, page) => {
      const anchors = page.blocks.map((block) => block.anchor);
      expect(new Set(anchors).size).toBe(anchors.length);
      for (const anchor of anchors) {
        expect(anchor).toMatch(kebab);
        // The page template's own sections use these anchors.
        expect(['hero', 'cta', 'why-choose']).not.toContain(anchor);
      }
      expect(page.blocks.length).toBeGreaterThan(0);
      // Search engines show about 160 characters; fewer than 50 say too little.
      expect(page.metaDescription.length).toBeGreaterThanOrEqual(50);
      expect(page.metaDescription.length).toBeLessThanOrEqual(170);
      for (const action of [page.cta.primary, page.cta.secondary].filter(Boolean)) {
        const target = new URL(action!.href, 'http://site');
        expect(knownPaths.has(target.pathname)).toBe(true);
        const category = target.searchParams.get('category');
        if (category !== null)
          expect(serviceCatalogue.map((known) => known.id)).toContain(category);
      }
      expect(JSON.stringify(page)).not.toMatch(/lorem|ipsum|TODO|TBD/i);
    },
  );
});
