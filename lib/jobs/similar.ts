import 'server-only';
import type { Job } from '@/lib/shared/domain/job';
import { jobPlace } from '@/lib/shared/jobs/place';

const norm = (text: string | null | undefined) => text?.trim().toLowerCase() ?? '';

/**
 * Up to `limit` other open jobs in the same place or of the same employment type: both first,
 * then the same place, then the same type, each in the admin API's order.
 */
export function similarJobs(job: Job, openJobs: readonly Job[], limit = 3): Job[] {
  const place = jobPlace(job).listed;
  const type = norm(job.employmentType);
  const score = (other: Job) =>
    (jobPlace(other).listed === place ? 2 : 0) +
    (type && norm(other.employmentType) === type ? 1 : 0);
  return openJobs
    .filter((other) => other.id !== job.id)
    .map((other, order) => ({ other, order, score: score(other) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ other }) => other);
}
