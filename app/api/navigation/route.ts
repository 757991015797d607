import { getNavigation } from '@/lib/cms/navigation';

export const dynamic = 'force-static';

/**
 * The header's menus (the navigation global with the published services), which the browser
 * fetches when a visitor first reaches for one. Pre-rendered; a publish expires it with the pages.
 */
export async function GET() {
  return Response.json((await getNavigation()).menu);
}
