import { applicationForm } from '@/content/application';
import type { Job } from '@/lib/shared/domain/job';
import { PlainApplicationForm } from './plain-application-form';

/**
 * The job page's own application form (#apply), in the server HTML: 'Apply Now' points here
 * until JavaScript has loaded (then it opens the dialog), and without JavaScript it is the way to apply.
 */
export function ApplySection({ job }: { job: Job }) {
  return (
    <section
      id="apply"
      aria-labelledby="apply-section-title"
      className="scroll-mt-20 bg-surface py-16"
    >
      <div className="container-page max-w-4xl">
        <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <h2 id="apply-section-title" className="text-2xl font-bold text-ink">
            {applicationForm.heading}
          </h2>
          <PlainApplicationForm jobId={job.id} idPrefix="apply" />
        </div>
      </div>
    </section>
  );
}
