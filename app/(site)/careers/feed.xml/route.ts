import { getCompany } from '@/lib/cms/company';
import { getAllJobs } from '@/lib/jobs/all-jobs';
import { JOBS_FEED_PATH, jobsFeed } from '@/lib/jobs/rss';
import { errorSummary, log } from '@/lib/log';
import { rssResponse } from '@/lib/seo/rss';
import { absoluteUrl } from '@/lib/site-url';
import { jobPath } from '@/lib/shared/jobs/slug';
import { RSS_LINK_QUERY } from '@/lib/shared/application-source';

/** Expired by /api/jobs/refresh when the open jobs change; refreshed every minute besides. */
export const revalidate = 60;

/** GET /careers/feed.xml: RSS 2.0 of every open job, from the same list as the careers page. */
export async function GET() {
  let jobs;
  try {
    jobs = await getAllJobs();
  } catch (error) {
    log.error({ err: errorSummary(error) }, 'jobs_feed_unavailable');
    return new Response('Jobs are unavailable right now', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
    });
  }
  const company = await getCompany();
  const body = jobsFeed(jobs, {
    title: `Open jobs at ${company.name}`,
    description: `Positions open now at ${company.name}, Hyderabad.`,
    link: absoluteUrl('/careers'),
    self: absoluteUrl(JOBS_FEED_PATH),
    jobUrl: (job) => absoluteUrl(jobPath(job)),
    linkQuery: RSS_LINK_QUERY,
  });
  return rssResponse(body);
}
