import { fetchOnce } from '@/components/ui/on-demand/fetch-once';
import type { SiteMenu } from '@/content/navigation';

export type { SiteMenu };

/**
 * The menus (app/api/navigation/route.ts, pre-rendered), fetched on the first intent to open one:
 * they render only while open, so they are left out of every page's HTML and RSC payload.
 */
export const loadSiteMenu = fetchOnce<SiteMenu>('/api/navigation');
