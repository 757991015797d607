import type { ServiceCategory } from '@/content/services';
import type { ServicePage } from '@/content/types';

/**
 * A category's featured service and the rest, as far as they are published: the catalogue may
 * name a service nobody published. The tabs' cards and the hero's counts both come from here.
 */
export function publishedServices(category: ServiceCategory, services: readonly ServicePage[]) {
  const service = (slug: string) => services.find((candidate) => candidate.slug === slug);
  return {
    featured: category.featured ? service(category.featured) : undefined,
    items: category.items.flatMap((slug) => service(slug) ?? []),
  };
}
