import 'server-only';
import { cache } from 'react';
import {
  productsMenu,
  productsMenuOf,
  type MainMenuEntry,
  type NavGroup,
  type NavLink,
  type SiteMenu,
} from '@/content/navigation';
import type { ServicePage } from '@/content/types';
import type { Navigation } from '@/cms/payload-types';
import { isInternalPath } from '@/lib/shared/internal-path';
import {
  listProducts,
  listServiceCategories,
  listServices,
  type PublishedCategory,
} from './content';
import { isDraftMode } from './draft';
import { readGlobal } from './global';

/** The header's menus and the footer's links, as the layout and /api/navigation hand them on. */
export type SiteNavigation = {
  menu: SiteMenu;
  footer: { company: NavLink[]; solutions: NavLink[]; legal: NavLink[] };
};

type Stored = Pick<Navigation, 'main' | 'serviceColumns' | 'leftOut' | 'footer'>;
type Rows = readonly { slug: string }[] | null | undefined;

const slugs = (rows: Rows) => (rows ?? []).map((row) => row.slug);
const link = ({ label, href }: { label: string; href: string }): NavLink => ({ name: label, href });
/** Links to this site only: a store from before the CMS checked them may hold `//host`. */
const onSite = <T extends { href: string }>(rows: readonly T[] | null | undefined): T[] =>
  (rows ?? []).filter((row) => isInternalPath(row.href));

/**
 * The navigation global with the published services and categories: a column takes its name,
 * icon and line from its category (a column whose category is not published is left out), a
 * service link takes its name and line from the service, a service that is not published is left
 * out, and a published one the global does not name is listed in its category's column unless it
 * is left out on purpose.
 */
export function navigationFromCms(
  stored: Stored,
  services: readonly ServicePage[],
  categories: readonly PublishedCategory[],
  products: SiteMenu['products'] = productsMenu,
): SiteNavigation {
  const bySlug = new Map(services.map((service) => [service.slug, service]));
  const serviceLink = (slug: string): NavLink[] => {
    const service = bySlug.get(slug);
    return service
      ? [{ name: service.menuLabel, href: `/services/${slug}`, description: service.summary }]
      : [];
  };
  const columns = stored.serviceColumns ?? [];
  const named = new Set([
    ...slugs(stored.leftOut),
    ...columns.flatMap((column) => [column.featured ?? '', ...slugs(column.services)]),
  ]);
  const groups = columns.flatMap((column): NavGroup[] => {
    const record = typeof column.category === 'object' ? column.category.id : column.category;
    const category = categories.find((candidate) => candidate.record === record);
    if (!category) return [];
    const added = services.filter(
      (service) => service.category === category.id && !named.has(service.slug),
    );
    const [featured] = column.featured ? serviceLink(column.featured) : [];
    return [
      {
        id: category.id,
        name: category.name,
        icon: category.icon,
        description: category.description,
        ...(featured && { featured }),
        items: [...slugs(column.services), ...added.map((service) => service.slug)].flatMap(
          serviceLink,
        ),
      },
    ];
  });
  const main = onSite(stored.main).map((entry): MainMenuEntry => ({
    ...link(entry),
    ...(entry.submenu && { submenu: entry.submenu }),
  }));
  return {
    menu: {
      main,
      services: { groups, viewAll: { name: 'View all services', href: '/services' } },
      products,
    },
    footer: {
      company: onSite(stored.footer?.company).map(link),
      solutions: slugs(stored.footer?.solutions).flatMap(serviceLink),
      legal: onSite(stored.footer?.legal).map(link),
    },
  };
}

/**
 * The menus and footer links for one render: the published navigation global (its latest draft
 * in an editor's preview) with the published services.
 */
export const getNavigation = cache(async (): Promise<SiteNavigation> => {
  const [services, categories, products, doc] = await Promise.all([
    listServices(),
    listServiceCategories(),
    listProducts(),
    readGlobal('navigation'),
  ]);
  return navigationFromCms(doc, services, categories, productsMenuOf(products));
});

/**
 * In an editor's preview, the menus with their drafts, which the layout sends with the page (the
 * pre-rendered /api/navigation holds what is published); nothing otherwise.
 */
export async function getMenuPreview(): Promise<SiteMenu | undefined> {
  return (await isDraftMode()) ? (await getNavigation()).menu : undefined;
}
