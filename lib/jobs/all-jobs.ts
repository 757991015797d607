import 'server-only';
import { getBackend } from '@/lib/backend';
import type { Job } from '@/lib/shared/domain/job';
import { collectAllJobs, createJobsCache } from './collect';
import { findJobBySlug } from '@/lib/shared/jobs/slug';
import { processGlobal } from '@/lib/shared/process-global';

/** One cache per process: a job page must see the list that /api/jobs/refresh found changed. */
const cache = processGlobal('jobsCache', () =>
  createJobsCache(() => collectAllJobs((page, limit) => getBackend().getJobsPage(page, limit)), {
    ttlMs: 60_000,
    staleMs: 15 * 60_000,
  }),
);

/** Every open job, read through all pages of the backend and cached for a minute. */
export function getAllJobs(): Promise<Job[]> {
  return cache.get();
}

/** Reads every open job now (the watcher's tick), keeping the cache fresh for everyone. */
export function refreshAllJobs(): Promise<Job[]> {
  return cache.refresh();
}

/** When the list held now was read (a failed refresh keeps the older list and its time). */
export function jobsReadAt(): number | undefined {
  return cache.readAt();
}

/** Whether the open jobs changed since last asked: then pages showing them must be rendered anew. */
export function takeJobsChange(): boolean {
  return cache.takeChange();
}

/** The open job a page slug names, or undefined when it is gone. */
export async function getJobBySlug(slug: string): Promise<Job | undefined> {
  return findJobBySlug(await getAllJobs(), slug);
}
