import { getAllJobs } from '@/lib/jobs/all-jobs';
import { jobAlertsEnabled } from '@/lib/job-alerts';
import { searchJobs } from '@/lib/shared/jobs/search';
import { JobAlertSection } from './job-alert-section';

type Props = {
  idPrefix: string;
  defaults?: { location?: string; type?: string };
  /** A wrapper's classes, rendered only with the form. */
  className?: string;
};

/** "Get New Jobs by Email" with the search's location and type choices; nothing where job alerts are off. */
export async function JobAlertsBlock({ idPrefix, defaults, className }: Props) {
  if (!jobAlertsEnabled()) return null;
  const jobs = await getAllJobs().catch(() => []);
  const { locations, types } = searchJobs(jobs, {});
  const section = (
    <JobAlertSection idPrefix={idPrefix} locations={locations} types={types} defaults={defaults} />
  );
  return className ? <div className={className}>{section}</div> : section;
}
