import 'server-only';

import type { Job } from '@/lib/shared/domain/job';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export type BoardSummary = {
  total: number;
  /** The three places with most openings, largest first. */
  places: [place: string, count: number][];
  /** The three most common employment types, largest first. */
  kinds: [kind: string, count: number][];
  postedThisWeek: number;
};

/** The most frequent values of `key` among the jobs, largest first, with their counts. */
function topCounts(jobs: readonly Job[], key: (job: Job) => string | null, limit: number) {
  const counts = new Map<string, number>();
  for (const job of jobs) {
    const value = key(job);
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, limit);
}

/** The open jobs at a glance: how many, where, of which kind, and how many were posted this week. */
export function summariseBoard(jobs: readonly Job[], now = Date.now()): BoardSummary {
  return {
    total: jobs.length,
    places: topCounts(jobs, (job) => job.location, 3),
    kinds: topCounts(jobs, (job) => job.employmentType, 3),
    postedThisWeek: jobs.filter((job) => job.postedAt && now - Date.parse(job.postedAt) < WEEK_MS)
      .length,
  };
}
