import Link from '@/components/ui/link';
import { Icon } from '@/components/icon/icon';
import type { Job } from '@/lib/shared/domain/job';
import { descriptionPreview } from '@/lib/shared/jobs/format';
import { jobLocation } from '@/lib/shared/jobs/search';
import { jobPath } from '@/lib/shared/jobs/slug';

/** One job in the list: badge, title, location, a 100-character preview, Apply Now and the job's page. */
export function JobCard({
  job,
  onApply,
}: {
  job: Job;
  onApply: (job: Job, opener: HTMLButtonElement) => void;
}) {
  const titleId = `job-${job.id}-title`;
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      {job.employmentType && (
        <p className="w-fit rounded-full bg-surface-tint px-3 py-1 text-xs font-semibold text-brand-purple-strong">
          {job.employmentType}
        </p>
      )}
      <h3 id={titleId} className="mt-3 text-lg font-semibold text-ink">
        {job.title}
      </h3>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
        <Icon name="map-pin" className="size-4" />
        {jobLocation(job)}
      </p>
      <p className="mt-3 flex-1 text-sm leading-6 text-ink-soft">
        {descriptionPreview(job.description)}
      </p>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-primary"
          aria-describedby={titleId}
          onClick={(event) => onApply(job, event.currentTarget)}
        >
          Apply Now
        </button>
        <Link
          href={jobPath(job)}
          className="text-sm font-semibold text-brand-purple-strong underline-offset-4 hover:underline"
          aria-describedby={titleId}
        >
          View details
        </Link>
      </div>
    </li>
  );
}
