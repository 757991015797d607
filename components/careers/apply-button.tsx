'use client';

import { LiveNotice } from '@/components/forms/status-notice';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { Job } from '@/lib/shared/domain/job';
import { useApplicationDialog } from './use-application-dialog';

/**
 * 'Apply Now' on a job's page: opens the application dialog, loaded on first use. Before
 * hydration, or without JavaScript, it is a link to the page's own form (#apply).
 */
export function ApplyButton({ job }: { job: Job }) {
  const hydrated = useHydrated();
  const { apply, notice, dialog } = useApplicationDialog();
  if (!hydrated) {
    return (
      <a href="#apply" className="btn-accent">
        Apply Now
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className="btn-accent"
        onClick={(event) => apply(job, event.currentTarget)}
      >
        Apply Now
      </button>
      <LiveNotice kind="success" message={notice} className="mt-4 w-fit" />
      {dialog}
    </>
  );
}
