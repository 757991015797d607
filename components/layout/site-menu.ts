import type { SiteMenu } from '@/content/navigation';

export type { SiteMenu };

/** Where the browser fetches the menus (app/api/navigation/route.ts, pre-rendered). */
const SITE_MENU_URL = '/api/navigation';

let pending: Promise<SiteMenu> | null = null;

/**
 * The menus, fetched once on the first intent to open one (they render only while open, so
 * they are left out of every page's HTML and RSC payload). A failed fetch is tried anew next time.
 */
export function loadSiteMenu(): Promise<SiteMenu> {
  pending ??= fetch(SITE_MENU_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`${SITE_MENU_URL}: HTTP ${response.status}`);
      return response.json() as Promise<SiteMenu>;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
