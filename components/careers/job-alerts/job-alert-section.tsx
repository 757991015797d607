import { jobAlerts } from '@/content/job-alerts';
import { JOB_ALERTS_ACTION, JobAlertFields } from './job-alert-fields';

type Props = {
  idPrefix: string;
  locations: readonly string[];
  types: readonly string[];
  /** Pre-filled filters (a job page offers its own location and type). */
  defaults?: { location?: string; type?: string };
};

/**
 * "Get New Jobs by Email": a plain form posted to /api/job-alerts, the same with and without
 * JavaScript (the answer is a page). Shown only where job alerts are enabled (SMTP_URL).
 */
export function JobAlertSection({ idPrefix, locations, types, defaults }: Props) {
  return (
    <section
      aria-labelledby={`${idPrefix}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${idPrefix}-heading`} className="text-xl font-semibold text-ink">
        {jobAlerts.heading}
      </h2>
      <p className="mt-2 text-ink-soft">{jobAlerts.intro}</p>
      <form method="post" action={JOB_ALERTS_ACTION} className="mt-4 grid gap-4 sm:grid-cols-2">
        <JobAlertFields
          idPrefix={idPrefix}
          locations={locations}
          types={types}
          defaults={defaults}
        />
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary w-full sm:w-auto">
            {jobAlerts.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
