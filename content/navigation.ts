import { getPage } from './pages';
import type { IconName } from './types';
import { products } from './products';
import {
  getServicePage,
  megaMenuCategories,
  megaMenuItems,
  serviceCatalogue,
  type ServiceSlug,
} from './services';

/*
 * The seed of the CMS's navigation global (cms/globals/navigation.ts, cms/seed/records.ts): the site
 * shows the published global with the published services (lib/cms/navigation.ts).
 */
export type NavLink = { name: string; href: string; description?: string };
/** `id` is a slug: it becomes part of HTML ids. */
export type NavGroup = {
  id: string;
  name: string;
  icon: IconName;
  description: string;
  featured?: NavLink;
  items: readonly NavLink[];
};

function serviceLink(slug: ServiceSlug): NavLink {
  const service = getServicePage(slug);
  if (!service) throw new Error(`Unknown service ${slug}`);
  return { name: service.menuLabel, href: `/services/${slug}`, description: service.summary };
}

export const servicesMenu: { groups: readonly NavGroup[]; viewAll: NavLink } = {
  groups: megaMenuCategories.map((id) => {
    const category = serviceCatalogue.find((candidate) => candidate.id === id)!;
    return {
      id: category.id,
      name: category.name,
      icon: category.icon,
      description: category.description,
      featured: category.featured ? serviceLink(category.featured) : undefined,
      items: megaMenuItems[id].map(serviceLink),
    };
  }),
  viewAll: { name: 'View all services', href: '/services' },
};

type ProductsMenu = { featured: NavLink; items: readonly NavLink[]; viewAll: NavLink };

const productLink = (product: { slug: string; name: string; tagline: string }): NavLink => ({
  name: product.name,
  href: `/products/${product.slug}`,
  description: product.tagline,
});

/** The products menu: the first product featured, the others listed (lib/cms/navigation.ts). */
export function productsMenuOf(
  list: readonly { slug: string; name: string; tagline: string }[],
): ProductsMenu {
  const [featured, ...others] = list.map(productLink);
  return {
    featured: featured!,
    items: others,
    viewAll: { name: 'View all products', href: '/products' },
  };
}

export const productsMenu: ProductsMenu = productsMenuOf(products);

export type MainMenuEntry = NavLink & { submenu?: 'services' | 'products' };

/** The header's menus as data: what the desktop panels and the small-screen dialog list. */
export type SiteMenu = {
  main: readonly MainMenuEntry[];
  services: { groups: readonly NavGroup[]; viewAll: NavLink };
  products: ProductsMenu;
};

/** A link to a page, named by its record's title. */
function pageLink(path: string): NavLink {
  const page = getPage(path);
  return { name: page.title, href: page.path };
}

/** A main-menu link, named by its record's menu label. */
function menuLink(path: string): NavLink {
  const page = getPage(path);
  return { name: page.menuLabel ?? page.title, href: page.path };
}

export const mainMenu: readonly MainMenuEntry[] = [
  menuLink('/'),
  menuLink('/about'),
  { ...menuLink('/services'), submenu: 'services' },
  { ...menuLink('/products'), submenu: 'products' },
  menuLink('/industries'),
  menuLink('/careers'),
  menuLink('/contact'),
];

export const footerLinks = {
  company: ['/about', '/case-studies', '/insights', '/careers', '/contact'].map(pageLink),
  solutions: (
    [
      'it-staffing',
      'application-development',
      'digital-marketing',
      'artificial-intelligence',
    ] as const
  ).map(serviceLink),
  legal: ['/privacy', '/terms', '/cookies-policy', '/data-requests'].map(pageLink),
} satisfies Record<string, readonly NavLink[]>;
