'use client';

import { useId, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/control-icons';
import { applicationForm } from '@/content/application';
import type { Job } from '@/lib/shared/domain/job';
import { JobDetails, JobFacts } from './job-details';

/**
 * The application dialog's job pane: always shown beside the form on large screens; on phones
 * folded behind one button above the form, so the dialog opens on the form itself.
 */
export function JobDetailsDisclosure({ job }: { job: Job }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="rounded-2xl bg-white shadow-sm lg:p-6">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="flex min-h-12 w-full items-center justify-between gap-3 px-6 py-3 text-left font-semibold text-ink lg:hidden"
      >
        {applicationForm.jobDetails}
        <ChevronDownIcon
          aria-hidden="true"
          className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={id} className={open ? 'px-6 pb-6 lg:p-0' : 'max-lg:hidden'}>
        <div className="mb-8 lg:hidden">
          <JobFacts job={job} />
        </div>
        <JobDetails job={job} />
      </div>
    </div>
  );
}
