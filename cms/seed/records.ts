import { company } from '../../content/company';
import { chatWidget } from '../../content/contact';
import { seededCtaFormats } from '../../content/cta-formats';
import { footerLinks, mainMenu, servicesMenu, type NavLink } from '../../content/navigation';
import { seedSections, type OwnPage } from '../../content/page-sections';
import { productPageRecords, staticPages } from '../../content/pages';
import { productScreens } from '../../content/product-screens';
import type { ProductSlug } from '../../content/products';
import { cookiesPolicy } from '../../content/policies/cookies';
import { privacyPolicy } from '../../content/policies/privacy';
import { termsOfService } from '../../content/policies/terms';
import { seedIndustries as industries } from '../../content/industries';
import { serviceCatalogue, servicePages } from '../../content/services';
import type { PolicyPage, ServicePage } from '../../content/types';

/** The policies of /privacy, /terms and /cookies-policy. */
export const seedPolicies: readonly PolicyPage[] = [privacyPolicy, termsOfService, cookiesPolicy];

/**
 * The page records kept in the pages collection (service pages have their own in services), with
 * the sections of those whose sections are editable and the product pages' screens.
 */
export const seedPages: readonly OwnPage[] = [...staticPages, ...productPageRecords].map((page) => {
  const blocks = seedSections[page.path];
  const screenData = productScreens[page.path.replace(/^\/products\//, '') as ProductSlug];
  const ctaFormat = seededCtaFormats[page.path];
  return {
    ...page,
    ...(blocks && { blocks }),
    ...(screenData && { screenData }),
    ...(ctaFormat && { ctaFormat }),
  };
});

/** The service pages, each with its call to action's format. */
export const seedServices: readonly ServicePage[] = servicePages.map((service) => ({
  ...service,
  ctaFormat: seededCtaFormats[`/services/${service.slug}`] ?? 'banner',
}));

/** The service categories, in their order. */
export const seedCategories = serviceCatalogue;

/** The industries, in their order. */
export const seedIndustries = industries;

/** The chat widget's texts (content/contact.ts). */
export const seedChat = chatWidget;

/** The company's facts without the brand colours (the design's, not editable). */
export function seedCompany() {
  const facts = Object.fromEntries(
    Object.entries(company).filter(([key]) => key !== 'colors'),
  ) as Omit<typeof company, 'colors'>;
  const { officeHours } = company;
  return { ...facts, officeHours: { ...officeHours, days: [...officeHours.days] } };
}

const serviceSlug = (link: NavLink) => ({ slug: link.href.replace(/^\/services\//, '') });
const linkRow = (link: NavLink) => ({ label: link.name, href: link.href });

/**
 * Today's menus and footer links (content/navigation.ts) in the navigation global's shape; a
 * column names its category by the record's id.
 */
export function seedNavigation(categoryIds: ReadonlyMap<string, number>) {
  const columns = servicesMenu.groups.map((group) => ({
    category: categoryIds.get(group.id)!,
    featured: group.featured && serviceSlug(group.featured).slug,
    services: group.items.map(serviceSlug),
  }));
  const listed = new Set(
    columns.flatMap((column) => [column.featured, ...column.services.map((row) => row.slug)]),
  );
  return {
    main: mainMenu.map((entry) => ({ ...linkRow(entry), submenu: entry.submenu })),
    serviceColumns: columns,
    leftOut: servicePages
      .filter((service) => servicesMenu.groups.some((group) => group.id === service.category))
      .filter((service) => !listed.has(service.slug))
      .map((service) => ({ slug: service.slug })),
    footer: {
      company: footerLinks.company.map(linkRow),
      solutions: footerLinks.solutions.map(serviceSlug),
      legal: footerLinks.legal.map(linkRow),
    },
  };
}
