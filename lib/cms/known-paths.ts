import 'server-only';
import { productPageRecords, staticPages } from '@/content/pages';
import { servicePages } from '@/content/services';
import { publishedRoutes, type KnownRoutes } from './published-routes';

/** The seed's addresses: what a build knows, and what stands in until the CMS is first read. */
const seedRoutes: KnownRoutes = {
  paths: new Set(
    [...staticPages, ...productPageRecords]
      .map((page) => page.path)
      .concat(servicePages.map((service) => `/services/${service.slug}`)),
  ),
  moved: new Map(),
};

/**
 * The proxy's list, which the CMS's side writes (cms/known-routes.ts) after each change on this
 * instance and on every tick of the content watcher. The proxy never loads the CMS: a slow or
 * failed CMS start cannot hold up or break a page request.
 */
export const knownRoutes = (): KnownRoutes => publishedRoutes() ?? seedRoutes;
