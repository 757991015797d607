'use client';

import { CloseIcon as X } from '@/components/ui/control-icons';
import { useEffect } from 'react';
import { useDialog } from '@/components/ui/use-dialog';
import type { Job } from '@/lib/backend/types';
import { ApplicationForm } from './application-form';
import { JobDetails, JobFacts } from './job-details';

type Props = { job: Job; onClose: () => void; onSubmitted: (message: string) => void };

function isValidJob(job: unknown): job is Job {
  const candidate = job as Partial<Job> | null;
  return Boolean(candidate && typeof candidate.title === 'string' && candidate.title.trim() && candidate.id);
}

/** The full-screen application dialog (spec 2.10): the job on the left, the form on the right. */
export function ApplicationDialog({ job, onClose, onSubmitted }: Props) {
  const { ref, show, close } = useDialog();
  const valid = isValidJob(job);

  useEffect(() => {
    if (valid) show();
  }, [valid, show]);

  if (!valid) return null;

  return (
    <dialog
      ref={ref}
      data-lock-scroll
      aria-labelledby="application-title"
      onClose={onClose}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-surface p-0 text-ink backdrop:bg-ink/70"
    >
      <header className="sticky top-0 z-10 border-b border-white/10 bg-ink text-white">
        <div className="container-page flex items-start justify-between gap-4 py-5">
          <div>
            <h2 id="application-title" className="text-2xl font-bold sm:text-3xl">
              {job.title}
            </h2>
            <div className="mt-3">
              <JobFacts job={job} tone="dark" />
            </div>
          </div>
          <button type="button" onClick={close} className="grid size-11 shrink-0 place-items-center rounded-full bg-white/10 hover:bg-white/20" aria-label="Close">
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
      </header>
      <div className="container-page grid gap-10 py-8 lg:grid-cols-[2fr_3fr]">
        <div className="rounded-2xl bg-white p-6 shadow-sm">
          <JobDetails job={job} />
        </div>
        <section aria-labelledby="apply-heading" className="rounded-2xl bg-white p-6 shadow-sm">
          <h3 id="apply-heading" className="text-xl font-bold text-ink">
            Apply for this position
          </h3>
          <ApplicationForm
            jobId={job.id}
            onSuccess={(message) => {
              onSubmitted(message);
              close();
            }}
          />
        </section>
      </div>
    </dialog>
  );
}
