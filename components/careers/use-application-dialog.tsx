'use client';

import { useRef, useState } from 'react';
import { trackConversion } from '@/components/analytics/conversions';
import { LoadFailed } from '@/components/ui/on-demand/load-failed';
import { loadFailedText } from '@/content/load-failed';
import { useOnDemand } from '@/components/ui/on-demand/use-on-demand';
import type { Job } from '@/lib/shared/domain/job';
import type { ReceiptView } from './application-receipt';

// The dialog, its form library and the animation code load on the first 'Apply Now', not with the page.
const importDialog = () =>
  import('./application-dialog').then((module) => module.ApplicationDialog);

/**
 * Opens the application dialog for a job from a given 'Apply Now' button (focus goes back to
 * it once the dialog has gone) and renders it; `notice` is the success message to show.
 */
export function useApplicationDialog() {
  const [job, setJob] = useState<Job | null>(null);
  const [notice, setNotice] = useState('');
  const [receipt, setReceipt] = useState<ReceiptView | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const { Component: ApplicationDialog, failed, load } = useOnDemand(importDialog);

  const apply = (selected: Job, button: HTMLElement) => {
    if (!selected.title?.trim()) return;
    trackConversion('apply_click', { job_id: selected.id, job_title: selected.title });
    opener.current = button;
    setNotice('');
    setReceipt(null);
    setJob(selected);
    load();
  };

  const dialog = (
    <>
      {ApplicationDialog && (
        <ApplicationDialog
          job={job}
          opener={opener}
          onClose={() => setJob(null)}
          onSubmitted={(message, sent) => {
            setNotice(message);
            setReceipt(sent ?? null);
          }}
          receipt={receipt}
        />
      )}
      {failed && job && <LoadFailed what={loadFailedText.parts.applicationForm} onRetry={load} />}
    </>
  );
  return { apply, notice, dialog };
}
