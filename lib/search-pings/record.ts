import 'server-only';
import { createHash } from 'node:crypto';
import type { SiteStore } from '@/lib/store';
import type { JobChange } from '@/lib/store/job-states';
import type { Job } from '@/lib/shared/domain/job';

/** A job's content as one hash: any edit the admin makes changes it. */
const jobFingerprint = (job: Job) =>
  createHash('sha256').update(JSON.stringify(job)).digest('base64url');

/** Records the open jobs read at `observedAt` and queues a notification per change and engine. */
export function recordOpenJobs(
  table: SiteStore['jobStates'],
  jobs: readonly Job[],
  {
    observedAt,
    engines,
    jobUrl,
  }: { observedAt: number; engines: readonly string[]; jobUrl: (job: Job) => string },
): Promise<JobChange[]> {
  const open = jobs.map((job) => ({
    jobId: job.id,
    url: jobUrl(job),
    fingerprint: jobFingerprint(job),
  }));
  return table.record(open, observedAt, engines);
}
