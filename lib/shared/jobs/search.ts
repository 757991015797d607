import type { Job } from '@/lib/shared/domain/job';
import { jobPlace } from './place';

export const JOBS_PAGE_SIZE = 10;

export type JobFilters = { q?: string; location?: string; type?: string };
export type JobSearch = JobFilters & { page?: number };

type JobSearchResult = {
  jobs: Job[];
  total: number;
  page: number;
  locations: string[];
  types: string[];
};

/** The location a job is shown and filtered under: 'Remote' for remote work without a city, else its city. */
export function jobLocation(job: Pick<Job, 'location' | 'workType'>): string {
  return jobPlace(job).listed;
}

function sortedOptions(values: (string | null)[]): string[] {
  const unique = new Set(
    values.filter((value): value is string => Boolean(value?.trim())).map((value) => value.trim()),
  );
  return [...unique].sort((a, b) => a.localeCompare(b));
}

/** Jobs matching the filters, in the admin API's order: words over title and description, exact location and type. */
export function filterJobs(jobs: readonly Job[], { q, location, type }: JobFilters): Job[] {
  const needle = q?.trim().toLowerCase() ?? '';
  return jobs.filter((job) => {
    if (needle && !`${job.title}\n${job.description}`.toLowerCase().includes(needle)) return false;
    if (location && jobLocation(job) !== location) return false;
    if (type && (job.employmentType?.trim() ?? '') !== type) return false;
    return true;
  });
}

/**
 * One page of matches over every open job, with the filter options built from all jobs
 * (not only the matches), so choosing a location never hides the other choices.
 */
export function searchJobs(
  jobs: readonly Job[],
  { page = 1, ...filters }: JobSearch,
): JobSearchResult {
  const matches = filterJobs(jobs, filters);
  const start = (page - 1) * JOBS_PAGE_SIZE;
  return {
    jobs: matches.slice(start, start + JOBS_PAGE_SIZE),
    total: matches.length,
    page,
    locations: sortedOptions(jobs.map(jobLocation)),
    types: sortedOptions(jobs.map((job) => job.employmentType)),
  };
}

/**
 * Drops what cannot be shown or applied for (a job without id or title is skipped),
 * and jobs whose closing date has passed: they are closed, even while the admin API still lists them.
 */
export function usableJobs(jobs: readonly Job[], now = Date.now()): Job[] {
  return jobs.filter(
    (job) =>
      job.id?.toString().trim() &&
      job.title?.trim() &&
      !(job.closesAt && Date.parse(job.closesAt) < now),
  );
}
