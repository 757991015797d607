import 'server-only';
import type { JobsPage } from '@/lib/backend/types';
import type { Job } from '@/lib/shared/domain/job';
import { JOBS_PAGE_SIZE, usableJobs } from '@/lib/shared/jobs/search';

/** Never read more pages than this, whatever `total` claims (a runaway upstream guard). */
const MAX_PAGES = 100;

/**
 * Every open job: reads page 1, 2, … with the admin API's page size (10) until `total` is reached
 * or the API sends a short or empty page. Both go by the entries the API sent, not by the
 * usable ones, so a job without id or title never ends the reading early. Jobs without id
 * or title are dropped; duplicates (a job that moved between pages while we read) are kept once.
 */
export async function collectAllJobs(
  loadPage: (page: number, limit: number) => Promise<JobsPage>,
): Promise<Job[]> {
  const seen = new Map<string, Job>();
  let read = 0;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { jobs, received, total } = await loadPage(page, JOBS_PAGE_SIZE);
    read += received;
    for (const job of usableJobs(jobs)) if (!seen.has(job.id)) seen.set(job.id, job);
    if (received < JOBS_PAGE_SIZE || (total !== null && read >= total)) break;
  }
  return [...seen.values()];
}

type Entry = { jobs: Job[]; at: number; fingerprint: string };

/**
 * A short-lived memory cache in front of a loader: one upstream read at a time, a fresh
 * list for `ttlMs`, and the last good list for up to `staleMs` when a refresh fails, so a
 * hiccup of the admin API does not blank the careers page. It also notes when a read finds
 * the open jobs changed (one left, came back or was edited), or is the first read of this
 * process, whose pages on disk may predate it: `takeChange()` tells once.
 */
export function createJobsCache(
  load: () => Promise<Job[]>,
  { ttlMs, staleMs }: { ttlMs: number; staleMs: number },
) {
  let entry: Entry | undefined;
  let inFlight: Promise<Job[]> | undefined;
  let changed = false;

  async function read(): Promise<Job[]> {
    try {
      const jobs = await load();
      const fingerprint = JSON.stringify(jobs);
      if (fingerprint !== entry?.fingerprint) changed = true;
      entry = { jobs, at: Date.now(), fingerprint };
      return jobs;
    } catch (error) {
      if (entry && Date.now() - entry.at < staleMs) return entry.jobs;
      throw error;
    } finally {
      inFlight = undefined;
    }
  }

  return {
    get(): Promise<Job[]> {
      if (entry && Date.now() - entry.at < ttlMs) return Promise.resolve(entry.jobs);
      inFlight ??= read();
      return inFlight;
    },
    /** Reads the list now, whatever its age (joining a read under way). */
    refresh(): Promise<Job[]> {
      inFlight ??= read();
      return inFlight;
    },
    /** When the list held now was read; undefined before the first read. */
    readAt(): number | undefined {
      return entry?.at;
    },
    /** Whether the list changed since the last call. */
    takeChange(): boolean {
      const was = changed;
      changed = false;
      return was;
    },
    clear() {
      entry = undefined;
    },
  };
}
