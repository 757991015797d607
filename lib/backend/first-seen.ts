import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import type { SiteStore } from '@/lib/store/store';

/**
 * Dates for jobs the admin API sent undated: the day the serving store first saw them. `next build`
 * records and reads none (its store is often not the one that serves), so a pre-rendered page can
 * never carry a different first-seen date than the running site.
 */
export function firstSeenLookup(store: () => Promise<SiteStore>) {
  return async (ids: string[]): Promise<Map<string, string>> =>
    process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD
      ? new Map()
      : (await store()).firstSeenDates(ids);
}
