import 'server-only';
import { pages } from '@/content/pages';
import { getAllJobs } from '@/lib/jobs/all-jobs';
import { jobPath } from '@/lib/shared/jobs/slug';
import type { VitalsBeacon } from '@/lib/shared/schemas/vitals';

const knownPaths: ReadonlySet<string> = new Set(pages.map((page) => page.path));

/** An element as the reporter describes it (lib/shared/vitals/beacon.ts): tags, ids, '>', short. */
export const ELEMENT_PATH = /^[A-Za-z0-9#>._-]{1,80}$/;

/**
 * Why the store should not keep this beacon, or null: its page must be one of the site's pages or
 * an open job's page (other paths would add rows without end), its element a short element path.
 */
export async function beaconProblem(beacon: VitalsBeacon): Promise<string | null> {
  for (const [name, value] of Object.entries(beacon.attribution ?? {}))
    if (value !== undefined && !ELEMENT_PATH.test(value))
      return `attribution.${name}: not a short element path`;
  if (knownPaths.has(beacon.page)) return null;
  const jobs = await getAllJobs().catch(() => []);
  return jobs.some((job) => jobPath(job) === beacon.page)
    ? null
    : 'page: not an open page of this site';
}
