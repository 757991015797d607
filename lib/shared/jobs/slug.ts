import type { Job } from '@/lib/shared/domain/job';
import { trimBoth } from '@/lib/shared/trim';

/** 'Senior .NET Developer (Hyderabad)' → 'senior-net-developer-hyderabad'. */
export function kebab(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  return trimBoth(words, /-/);
}

/** The job page's slug: the title for people, the id at the end for us. */
export function jobSlug(job: Pick<Job, 'id' | 'title'>): string {
  const id = kebab(String(job.id));
  const title = kebab(job.title);
  return title ? `${title}-${id}` : id;
}

export function jobPath(job: Pick<Job, 'id' | 'title'>): string {
  return `/careers/${jobSlug(job)}`;
}

/**
 * The job a slug names, read from its end: the longest id that the slug ends with wins,
 * so an id containing hyphens still resolves. The title part may be wrong (the caller redirects).
 */
export function findJobBySlug<T extends Pick<Job, 'id' | 'title'>>(
  jobs: readonly T[],
  slug: string,
): T | undefined {
  const wanted = slug.toLowerCase();
  let best: T | undefined;
  let bestLength = 0;
  for (const job of jobs) {
    const id = kebab(String(job.id));
    if (!id) continue;
    if ((wanted === id || wanted.endsWith(`-${id}`)) && id.length > bestLength) {
      best = job;
      bestLength = id.length;
    }
  }
  return best;
}
