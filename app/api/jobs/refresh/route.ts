import { revalidatePath } from 'next/cache';
import { withApi } from '@/lib/http/api-response';
import { hasBearer } from '@/lib/http/bearer';
import { hasCronSecret } from '@/lib/http/cron-secret';
import { jobsReadAt, refreshAllJobs, takeJobsChange } from '@/lib/jobs/all-jobs';
import { noteJobChanges } from '@/lib/jobs/changes';
import { afterResponse } from '@/lib/http/after-response';
import { JOBS_FEED_PATH } from '@/lib/jobs/rss';
import { jobsWatcherToken } from '@/lib/jobs/watcher-token';
import { errorSummary } from '@/lib/log';
import type { Job } from '@/lib/shared/domain/job';

export const dynamic = 'force-dynamic';

/**
 * GET /api/jobs/refresh with `Authorization: Bearer <the server's own watcher token>` or
 * `Bearer $CRON_SECRET`: reads the job list now and, when the open jobs changed, expires every
 * job page, the sitemap and the jobs feed, so the next request renders them anew (never a stale copy of a
 * closed job). After answering, it records the changes and tells search engines about them
 * (lib/jobs/changes.ts). 401 otherwise.
 */
export const GET = withApi('jobs.refresh', async (request, api) => {
  if (!hasBearer(request, jobsWatcherToken()) && !hasCronSecret(request)) {
    return api.json(401, { error: 'unauthorized' });
  }
  let jobs: Job[];
  try {
    jobs = await refreshAllJobs();
  } catch (error) {
    api.log.error({ err: errorSummary(error) }, 'jobs_unavailable');
    return api.json(502, { success: false, message: 'Failed to fetch jobs' });
  }
  const open = jobs.length;
  const readAt = jobsReadAt();
  if (readAt !== undefined) afterResponse(() => noteJobChanges(jobs, readAt));
  const changed = takeJobsChange();
  if (changed) {
    // A route group is part of a page pattern's name: app/(site)/careers/[slug].
    revalidatePath('/(site)/careers/[slug]', 'page');
    revalidatePath('/sitemap.xml');
    revalidatePath(JOBS_FEED_PATH);
    api.log.info({ open }, 'jobs_changed_pages_expired');
  }
  return api.json(200, { success: true, open, expired: changed });
});
