'use client';

import type { Job } from '@/lib/shared/domain/job';
import { useApplicationDialog } from './use-application-dialog';

/** 'Apply Now' on a job's page: opens the application dialog, loaded on first use. */
export function ApplyButton({ job }: { job: Job }) {
  const { apply, notice, dialog } = useApplicationDialog();
  return (
    <>
      <button type="button" className="btn-accent" onClick={(event) => apply(job, event.currentTarget)}>
        Apply Now
      </button>
      <div role="alert" className={notice ? 'mt-4 w-fit rounded-lg bg-green-50 px-4 py-3 font-medium text-green-900' : 'sr-only'}>
        {notice}
      </div>
      {dialog}
    </>
  );
}
