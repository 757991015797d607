import 'server-only';
import { cache } from 'react';
import { productsMenuOf } from '@/content/navigation';
import { navigationFromCms, type SiteNavigation } from '@/lib/shared/site-navigation';
import { listProducts, listServiceCategories, listServices } from './content';
import { readGlobal } from './global';

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
