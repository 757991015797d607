import { getPage } from './pages';
import { products } from './products';
import { getServicePage, megaMenuCategories, megaMenuItems, serviceCatalogue, type ServiceSlug } from './services';

export type NavLink = { name: string; href: string; description?: string };
export type NavGroup = { name: string; icon: string; description: string; featured?: NavLink; items: readonly NavLink[] };

function serviceLink(slug: ServiceSlug): NavLink {
  const service = getServicePage(slug);
  if (!service) throw new Error(`Unknown service ${slug}`);
  return { name: service.menuLabel, href: `/services/${slug}`, description: service.summary };
}

export const servicesMenu: { groups: readonly NavGroup[]; viewAll: NavLink } = {
  groups: megaMenuCategories.map((id) => {
    const category = serviceCatalogue.find((candidate) => candidate.id === id)!;
    return {
      name: category.name,
      icon: category.icon,
      description: category.description,
      featured: category.featured ? serviceLink(category.featured) : undefined,
      items: megaMenuItems[id].map(serviceLink),
    };
  }),
  viewAll: { name: 'View all services', href: '/services' },
};

const [featuredProduct, ...otherProducts] = products;

export const productsMenu: { featured: NavLink; items: readonly NavLink[]; viewAll: NavLink } = {
  featured: { name: featuredProduct!.name, href: `/products/${featuredProduct!.slug}`, description: featuredProduct!.tagline },
  items: otherProducts.map((product) => ({ name: product.name, href: `/products/${product.slug}`, description: product.tagline })),
  viewAll: { name: 'View all products', href: '/products' },
};

export type MainMenuEntry = NavLink & { submenu?: 'services' | 'products' };

export const mainMenu: readonly MainMenuEntry[] = [
  { name: 'Home', href: '/' },
  { name: 'About', href: '/about' },
  { name: 'Services', href: '/services', submenu: 'services' },
  { name: 'Products', href: '/products', submenu: 'products' },
  { name: 'Industries', href: '/industries' },
  { name: 'Careers', href: '/careers' },
  { name: 'Contact', href: '/contact' },
];

export const footerLinks = {
  company: [
    { name: 'About Us', href: '/about' },
    { name: 'Careers', href: '/careers' },
    { name: 'Contact', href: '/contact' },
  ],
  solutions: (['it-staffing', 'application-development', 'digital-marketing', 'artificial-intelligence'] as const).map(serviceLink),
  legal: [
    { name: getPage('/privacy').title, href: '/privacy' },
    { name: getPage('/terms').title, href: '/terms' },
    { name: getPage('/cookies-policy').title, href: '/cookies-policy' },
  ],
} satisfies Record<string, readonly NavLink[]>;
