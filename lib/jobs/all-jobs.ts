import 'server-only';
import { getBackend } from '@/lib/backend';
import type { Job } from '@/lib/domain/job';
import { collectAllJobs, createJobsCache } from './collect';
import { findJobBySlug } from './slug';

const cache = createJobsCache(() => collectAllJobs((page, limit) => getBackend().getJobsPage(page, limit)), {
  ttlMs: 60_000,
  staleMs: 15 * 60_000,
});

/** Every open job, read through all pages of the backend and cached for a minute. */
export function getAllJobs(): Promise<Job[]> {
  return cache.get();
}

/** Reads every open job now (the watcher's tick), keeping the cache fresh for everyone. */
export function refreshAllJobs(): Promise<Job[]> {
  return cache.refresh();
}

/** Whether the open jobs changed since last asked: then pages showing them must be rendered anew. */
export function takeJobsChange(): boolean {
  return cache.takeChange();
}

/** The open job a page slug names, or undefined when it is gone. */
export async function getJobBySlug(slug: string): Promise<Job | undefined> {
  return findJobBySlug(await getAllJobs(), slug);
}
