import 'server-only';
import type { MetadataRoute } from 'next';
import { errorSummary, log } from '@/lib/log';
import { absoluteUrl } from '@/lib/site-url';
import { getAllJobs } from './all-jobs';
import { jobChangeDates } from './change-dates';
import { jobPath } from '@/lib/shared/jobs/slug';

/** The later of when the job was posted and when its last edit was recorded, if either is known. */
function lastModified(postedAt: string | null, changedAt: number | undefined): Date | undefined {
  const posted = postedAt ? Date.parse(postedAt) : NaN;
  const times = [posted, changedAt ?? NaN].filter((time) => !Number.isNaN(time));
  return times.length ? new Date(Math.max(...times)) : undefined;
}

/** One sitemap entry per open job; none (rather than a failed sitemap) while the backend is down. */
export async function jobSitemapEntries(): Promise<MetadataRoute.Sitemap> {
  try {
    const jobs = await getAllJobs();
    const changed = await jobChangeDates(jobs.map((job) => job.id));
    return jobs.map((job) => {
      const modified = lastModified(job.postedAt, changed.get(job.id));
      return {
        url: absoluteUrl(jobPath(job)),
        ...(modified && { lastModified: modified }),
        changeFrequency: 'weekly' as const,
        priority: 0.6,
      };
    });
  } catch (error) {
    log.error({ err: errorSummary(error) }, 'sitemap_jobs_unavailable');
    return [];
  }
}
