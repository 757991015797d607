import type { JobsAnswer } from '@/lib/shared/http/answers';
import { withApi } from '@/lib/http/api-response';
import { getAllJobs } from '@/lib/jobs/all-jobs';
import { parseJobSearch } from '@/lib/jobs/query';
import { searchJobs } from '@/lib/shared/jobs/search';
import { errorSummary } from '@/lib/log';
import { consumeExpensive } from '@/lib/rate-limit';

export const dynamic = 'force-dynamic';

/** GET /api/jobs?q=&location=&type=&page= : one page of matches over every open job. */
export const GET = withApi('jobs', async (request, api) => {
  const wait = await consumeExpensive('jobSearch', request);
  if (wait !== null)
    return api.json(
      429,
      { success: false, message: 'Too many searches. Please wait a moment.' } satisfies JobsAnswer,
      { 'Retry-After': String(wait) },
    );
  const parsed = parseJobSearch(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.ok)
    return api.json(400, { success: false, message: parsed.message } satisfies JobsAnswer);

  let jobs;
  try {
    jobs = await getAllJobs();
  } catch (error) {
    api.log.error({ err: errorSummary(error) }, 'jobs_unavailable');
    return api.json(502, { success: false, message: 'Failed to fetch jobs' } satisfies JobsAnswer);
  }
  return api.json(
    200,
    { success: true, ...searchJobs(jobs, parsed.search) } satisfies JobsAnswer,
    // Short, so a shared cache adds at most a minute to a closed job's way out of the search.
    { 'Cache-Control': 'public, max-age=0, s-maxage=30, stale-while-revalidate=30' },
  );
});
