import 'server-only';

import type { Job } from '@/lib/shared/domain/job';
import { filterJobs, searchJobs } from '@/lib/shared/jobs/search';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export type BoardSummary = {
  total: number;
  /** Every location of the location filter with the number of jobs it finds, largest first. */
  places: [place: string, count: number][];
  /** Every employment type of the type filter with the number of jobs it finds, largest first. */
  kinds: [kind: string, count: number][];
  /** Jobs whose posting date (the one each job page shows) lies within the last seven days. */
  postedThisWeek: number;
};

const largestFirst = (a: [string, number], b: [string, number]) =>
  b[1] - a[1] || a[0].localeCompare(b[0]);

/**
 * The open jobs at a glance, counted by the filters themselves: each place's or type's figure is
 * what choosing it in the job board's filter returns, so the hero and the board cannot disagree.
 */
export function summariseBoard(jobs: readonly Job[], now = Date.now()): BoardSummary {
  const { locations, types } = searchJobs(jobs, {});
  return {
    total: jobs.length,
    places: locations
      .map((location): [string, number] => [location, filterJobs(jobs, { location }).length])
      .sort(largestFirst),
    kinds: types
      .map((type): [string, number] => [type, filterJobs(jobs, { type }).length])
      .sort(largestFirst),
    postedThisWeek: jobs.filter((job) => job.postedAt && now - Date.parse(job.postedAt) < WEEK_MS)
      .length,
  };
}
