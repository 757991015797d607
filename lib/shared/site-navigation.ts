import {
  productsMenu,
  type MainMenuEntry,
  type NavGroup,
  type NavLink,
  type SiteMenu,
} from '../../content/navigation';
import type { ServiceCategory } from '../../content/services';
import type { ServicePage } from '../../content/types';
import type { Navigation } from '../../cms/payload-types';
import { isInternalPath } from './internal-path';

/** The header's menus and the footer's links, as the layout and /api/navigation hand them on. */
export type SiteNavigation = {
  menu: SiteMenu;
  footer: { company: NavLink[]; solutions: NavLink[]; legal: NavLink[] };
};

type Stored = Pick<Navigation, 'main' | 'serviceColumns' | 'leftOut' | 'footer'>;
/** What a menu shows of a service (its category: the category's slug). */
type MenuService = Pick<ServicePage, 'slug' | 'category' | 'menuLabel' | 'summary'>;
/** What a menu column shows of a category, with its record's id (the column names it by that). */
type MenuCategory = Pick<ServiceCategory, 'id' | 'name' | 'icon' | 'description'> & {
  record: number;
};
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
  services: readonly MenuService[],
  categories: readonly MenuCategory[],
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

/** A list of links a visitor moves along, named as an editor would find it. */
export type Menu = { name: string; paths: readonly string[] };

const hrefs = (links: readonly (NavLink | undefined)[]) =>
  links.flatMap((link) => (link ? [link.href] : []));

/** Every list of links in the header and the footer, in their order. */
export function menusOf({ menu, footer }: SiteNavigation): Menu[] {
  return [
    { name: 'the main menu', paths: hrefs(menu.main) },
    ...menu.services.groups.map((group) => ({
      name: `the services menu’s ${group.name} column`,
      paths: hrefs([group.featured, ...group.items]),
    })),
    { name: 'the products menu', paths: hrefs([menu.products.featured, ...menu.products.items]) },
    { name: 'the footer’s company links', paths: hrefs(footer.company) },
    { name: 'the footer’s solutions', paths: hrefs(footer.solutions) },
    { name: 'the footer’s legal links', paths: hrefs(footer.legal) },
  ];
}
