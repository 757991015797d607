import type { SiteMenu } from '@/components/layout/site-menu';
import { mainMenu, productsMenu, servicesMenu } from '@/content/navigation';

export const dynamic = 'force-static';

const menu: SiteMenu = { main: mainMenu, services: servicesMenu, products: productsMenu };

/** The header's menus, which the browser fetches when a visitor first reaches for one. */
export function GET() {
  return Response.json(menu);
}
