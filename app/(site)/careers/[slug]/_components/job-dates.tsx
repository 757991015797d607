import type { Job } from '@/lib/shared/domain/job';
import { calendarDateLabel } from '@/lib/shared/jobs/zoned-time';

/**
 * 'Posted on 8 July 2026 · Apply by 31 March 2027': the visible counterparts of datePosted and
 * validThrough. Each date is read from the zoned ISO text itself, so it is the day JobPosting
 * names on a server in any zone.
 */
export function JobDates({ job }: { job: Pick<Job, 'postedAt' | 'closesAt'> }) {
  return (
    <>
      {job.postedAt ? (
        <>
          Posted on <time dateTime={job.postedAt}>{calendarDateLabel(job.postedAt)}</time>
        </>
      ) : (
        'Recently posted'
      )}
      {job.closesAt && (
        <>
          {' · '}Apply by <time dateTime={job.closesAt}>{calendarDateLabel(job.closesAt)}</time>
        </>
      )}
    </>
  );
}
