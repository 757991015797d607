import type { Block, IconName, ServicePage } from '../types';
import { servicesOverview } from './overview';
import { applicationDevelopment } from './application-development';
import { applicationSupport } from './application-support';
import { artificialIntelligence } from './artificial-intelligence';
import { businessExcellence } from './business-excellence';
import { contractStaffing } from './contract-staffing';
import { digitalMarketing } from './digital-marketing';
import { executiveSearch } from './executive-search';
import { internetOfThings } from './internet-of-things';
import { itStaffing } from './it-staffing';
import { localizationStaffing } from './localization-staffing';
import { payrollServices } from './payroll-services';
import { permanentStaffing } from './permanent-staffing';
import { roboticsProcessAutomation } from './robotics-process-automation';

const pageTuple = [
  permanentStaffing,
  contractStaffing,
  itStaffing,
  executiveSearch,
  payrollServices,
  localizationStaffing,
  applicationDevelopment,
  applicationSupport,
  internetOfThings,
  digitalMarketing,
  artificialIntelligence,
  roboticsProcessAutomation,
  businessExcellence,
] as const;

/** A service page whose slug is one of the known slugs. */
type KnownServicePage = ServicePage & { slug: (typeof pageTuple)[number]['slug'] };

/**
 * All service detail pages, in menu order (talent, technology, training, consulting).
 * Typed as plain `ServicePage`s (optional fields stay visible) with literal slugs.
 */
export const servicePages: readonly KnownServicePage[] = pageTuple;

export type ServiceSlug = (typeof servicePages)[number]['slug'];

/** The page for a slug (case-insensitive, as route matching is), or undefined. */
export function getServicePage(slug: string): KnownServicePage | undefined {
  const wanted = slug.toLowerCase();
  return servicePages.find((page) => page.slug === wanted);
}

/**
 * The sections of a service page below its hero, in order: its blocks, then its 'Why choose'
 * section (id `why-choose`) as icon cards.
 */
export function serviceBlocks(service: ServicePage): readonly Block[] {
  if (!service.whyChoose) return service.blocks;
  return [
    ...service.blocks,
    {
      blockType: 'cards',
      anchor: 'why-choose',
      eyebrow: servicesOverview.whyChooseEyebrow,
      ...service.whyChoose,
    },
  ];
}

/**
 * One tab of the Services overview and one column the header mega-menu may show (a record of
 * cms/collections/service-categories.ts): `id` is its slug, `featured` and `items` the services
 * it shows first, by slug.
 */
export type ServiceCategory = {
  id: string;
  name: string;
  icon: IconName;
  description: string;
  featured?: string;
  items: readonly string[];
};

type SeedCategoryId = 'talent' | 'technology' | 'training' | 'consulting';

/** The seed of the service categories, in their order. */
export const serviceCatalogue: readonly (ServiceCategory & {
  id: SeedCategoryId;
  featured?: ServiceSlug;
  items: readonly ServiceSlug[];
})[] = [
  {
    id: 'talent',
    name: 'Talent Solutions',
    icon: 'users',
    description:
      'Permanent, contract, IT and executive hiring, plus payroll and localisation specialists, all through one accountable partner.',
    featured: 'it-staffing',
    items: [
      'permanent-staffing',
      'contract-staffing',
      'executive-search',
      'payroll-services',
      'localization-staffing',
    ],
  },
  {
    id: 'technology',
    name: 'Technology Solutions',
    icon: 'laptop',
    description:
      'Applications built, supported and connected, with digital marketing that turns your online presence into results.',
    featured: 'application-development',
    items: ['application-support', 'internet-of-things', 'digital-marketing'],
  },
  {
    id: 'training',
    name: 'Training',
    icon: 'graduation-cap',
    description:
      'Hands-on programmes in artificial intelligence and process automation that build lasting skills in your teams.',
    featured: 'artificial-intelligence',
    items: ['robotics-process-automation'],
  },
  {
    id: 'consulting',
    name: 'Consulting',
    icon: 'trophy',
    description:
      'Strategic consulting for planning, process optimisation, organisational transformation and performance analytics.',
    featured: 'business-excellence',
    items: [],
  },
];

/** Categories shown as columns of the header mega-menu, in order. */
export const megaMenuCategories: readonly SeedCategoryId[] = ['talent', 'technology', 'training'];

/** Item links per category in the header mega-menu (the featured link comes from the catalogue). */
export const megaMenuItems: Readonly<Record<SeedCategoryId, readonly ServiceSlug[]>> = {
  talent: ['permanent-staffing', 'contract-staffing', 'executive-search'],
  technology: ['application-support', 'internet-of-things', 'digital-marketing'],
  training: ['robotics-process-automation'],
  consulting: [],
};
