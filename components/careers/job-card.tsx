import Link from '@/components/ui/link';
import { Icon } from '@/components/icon/icon';
import type { Job } from '@/lib/shared/domain/job';
import { descriptionPreview } from '@/lib/shared/jobs/format';
import { jobLocation } from '@/lib/shared/jobs/search';
import { jobPath } from '@/lib/shared/jobs/slug';

/**
 * One job in the list: badge, title, location, a preview of at most 100 characters and Apply Now.
 * The whole card leads to the job's page (the title's link covers it); Apply Now sits above that
 * link and opens the application dialog.
 */
export function JobCard({
  job,
  onApply,
}: {
  job: Job;
  onApply: (job: Job, opener: HTMLButtonElement) => void;
}) {
  const titleId = `job-${job.id}-title`;
  return (
    <li className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-[border-color,box-shadow] hover:border-brand-purple/40 hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-purple-strong">
      {job.employmentType && (
        <p className="w-fit rounded-full bg-surface-tint px-3 py-1 text-xs font-semibold text-brand-purple-strong">
          {job.employmentType}
        </p>
      )}
      <h3 id={titleId} className="mt-3 text-lg font-semibold text-ink">
        <Link
          href={jobPath(job)}
          className="outline-none after:absolute after:inset-0 after:rounded-2xl hover:text-brand-purple-strong"
        >
          {job.title}
        </Link>
      </h3>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
        <Icon name="map-pin" className="size-4" />
        {jobLocation(job)}
      </p>
      <p className="measure mt-3 flex-1 leading-7 text-ink-soft">
        {descriptionPreview(job.description)}
      </p>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <button
          type="button"
          className="btn-outline relative z-10"
          aria-describedby={titleId}
          onClick={(event) => onApply(job, event.currentTarget)}
        >
          Apply Now
        </button>
        <span
          aria-hidden="true"
          className="flex items-center gap-1 text-sm font-semibold text-brand-purple-strong"
        >
          Details <Icon name="arrow-right" className="size-4" />
        </span>
      </div>
    </li>
  );
}
