import 'server-only';
import type { MetadataRoute } from 'next';
import { errorSummary, log } from '@/lib/log';
import { absoluteUrl } from '@/lib/site-url';
import { getAllJobs } from './all-jobs';
import { jobPath } from '@/lib/shared/jobs/slug';

/** One sitemap entry per open job; none (rather than a failed sitemap) while the backend is down. */
export async function jobSitemapEntries(): Promise<MetadataRoute.Sitemap> {
  try {
    const jobs = await getAllJobs();
    return jobs.map((job) => ({
      url: absoluteUrl(jobPath(job)),
      ...(job.postedAt &&
        !Number.isNaN(Date.parse(job.postedAt)) && { lastModified: new Date(job.postedAt) }),
      changeFrequency: 'weekly' as const,
      priority: 0.6,
    }));
  } catch (error) {
    log.error({ err: errorSummary(error) }, 'sitemap_jobs_unavailable');
    return [];
  }
}
