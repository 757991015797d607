import { JobBoard } from '@/components/careers/job-board';
import type { JobListState } from '@/components/careers/use-job-search';
import { SectionHeading } from '@/components/sections/section-heading';
import type { SectionOf } from '@/content/page-sections';
import { getAllJobs } from '@/lib/jobs/all-jobs';
import { filterJobs, JOBS_PAGE_SIZE, searchJobs, type JobSearch } from '@/lib/shared/jobs/search';
import { errorSummary, log } from '@/lib/log';

/** The list as the server renders it: every page up to the requested one, so ?page=2 works without JavaScript. */
async function initialList(search: JobSearch): Promise<JobListState> {
  const page = search.page ?? 1;
  try {
    const jobs = await getAllJobs();
    const { total, locations, types } = searchJobs(jobs, search);
    const shown = filterJobs(jobs, search).slice(0, page * JOBS_PAGE_SIZE);
    return {
      jobs: shown,
      total,
      page: Math.max(1, Math.ceil(shown.length / JOBS_PAGE_SIZE)),
      locations,
      types,
    };
  } catch (error) {
    log.error({ err: errorSummary(error) }, 'careers_jobs_unavailable');
    return { jobs: [], total: 0, page: 1, locations: [], types: [], error: 'Failed to fetch jobs' };
  }
}

export async function PositionsSection({
  copy,
  search,
}: {
  copy: SectionOf<'section'>;
  search: JobSearch;
}) {
  const initial = await initialList(search);
  const filters = { q: search.q, location: search.location, type: search.type };
  return (
    <section
      id="positions"
      aria-labelledby="positions-heading"
      className="scroll-mt-16 pt-10 pb-20 sm:pt-20"
    >
      <div className="container-page">
        <SectionHeading id="positions-heading" heading={copy.heading} intro={copy.intro} />
        <JobBoard key={JSON.stringify(search)} initialFilters={filters} initial={initial} />
      </div>
    </section>
  );
}
