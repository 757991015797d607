import Link from '@/components/ui/link';
import { jobPage } from '@/content/job-page';
import type { Job } from '@/lib/shared/domain/job';
import { jobPlace } from '@/lib/shared/jobs/place';
import { jobPath } from '@/lib/shared/jobs/slug';

/** Up to three other open jobs in the same place or of the same type (lib/jobs/similar.ts); nothing when none. */
export function SimilarJobs({ jobs }: { jobs: Job[] }) {
  if (!jobs.length) return null;
  return (
    <section aria-labelledby="similar-heading">
      <h2 id="similar-heading" className="text-lg font-semibold text-ink">
        {jobPage.similar.heading}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {jobs.map((job) => (
          <li key={job.id} className="rounded-2xl border border-slate-200 p-4">
            <Link
              href={jobPath(job)}
              className="font-semibold text-brand-purple-strong underline-offset-4 hover:underline"
            >
              {job.title}
            </Link>
            <p className="mt-1 text-sm text-ink-soft">
              {[jobPlace(job).short, job.employmentType].filter(Boolean).join(' · ')}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
