import type { ServiceCategory } from '@/content/services';
import type { ServicePage } from '@/content/types';

/**
 * A category's featured service and the rest, as far as they are published: the catalogue's
 * services in its order (it may name one nobody published), then every other published service of
 * the category in the services' order, so a service an editor adds is listed with no code change.
 * The tabs' cards and the hero's counts both come from here.
 */
export function publishedServices(category: ServiceCategory, services: readonly ServicePage[]) {
  const service = (slug: string) => services.find((candidate) => candidate.slug === slug);
  const named = new Set<string>([
    ...(category.featured ? [category.featured] : []),
    ...category.items,
  ]);
  const added = services.filter(
    (candidate) => candidate.category === category.id && !named.has(candidate.slug),
  );
  return {
    featured: category.featured ? service(category.featured) : undefined,
    items: [...category.items.flatMap((slug) => service(slug) ?? []), ...added],
  };
}
