import 'server-only';
import type { Metadata } from 'next';
import type { Job } from '@/lib/shared/domain/job';
import { jobLocation } from '@/lib/shared/jobs/search';
import { rssDocument, withFeed, type RssChannel } from '@/lib/seo/rss';

export { escapeXml } from '@/lib/seo/rss';

export const JOBS_FEED_PATH = '/careers/feed.xml';

function jobSummary(job: Job): string {
  const facts = [jobLocation(job), job.employmentType, job.experience].filter(Boolean);
  return [facts.join(' · '), job.description.trim()].filter(Boolean).join('\n\n');
}

/** The feed's own title, link and description; exported for tests. */
export type FeedChannel = RssChannel & {
  /** Absolute URL of each job's page: the item's permanent id. */
  jobUrl: (job: Job) => string;
  /** Appended to the item's link only (where a reader came from), e.g. `?utm_source=rss`. */
  linkQuery?: string;
};

/** An RSS 2.0 document of the open jobs, newest first as the admin API lists them. */
export function jobsFeed(
  jobs: readonly Job[],
  { jobUrl, linkQuery = '', ...channel }: FeedChannel,
): string {
  return rssDocument(
    channel,
    jobs.map((job) => ({
      title: job.title,
      link: jobUrl(job) + linkQuery,
      id: jobUrl(job),
      description: jobSummary(job),
      category: job.employmentType,
      published: job.postedAt,
    })),
  );
}

/** The page's metadata with `<link rel="alternate" type="application/rss+xml">` to the jobs feed. */
export function withJobsFeed(metadata: Metadata): Metadata {
  return withFeed(metadata, { url: JOBS_FEED_PATH, title: 'Open jobs (RSS)' });
}
