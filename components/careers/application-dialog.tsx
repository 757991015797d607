'use client';

import { AnimatePresence } from 'framer-motion';
import { CloseIcon as X } from '@/components/ui/control-icons';
import type { RefObject } from 'react';
import { AnimatedDialog } from '@/components/motion/animated-dialog';
import { MotionProvider } from '@/components/motion/motion-provider';
import { riseIn } from '@/components/motion/transitions';
import { applicationForm } from '@/content/application';
import type { Job } from '@/lib/shared/domain/job';
import { ApplicationForm } from './application-form';
import { ApplicationReceipt, type ReceiptView } from './application-receipt';
import { JobFacts } from './job-details';
import { JobDetailsDisclosure } from './job-details-disclosure';

type Props = {
  /** The job applied for; null once the dialog is closed (it then plays its exit). */
  job: Job | null;
  onClose: () => void;
  onSubmitted: (message: string, receipt?: ReceiptView) => void;
  opener: RefObject<HTMLElement | null>;
  /** The last application's receipt, shown on the page once the dialog has gone. */
  receipt?: ReceiptView | null;
};

function isValidJob(job: unknown): job is Job {
  const candidate = job as Partial<Job> | null;
  return Boolean(
    candidate && typeof candidate.title === 'string' && candidate.title.trim() && candidate.id,
  );
}

function JobApplication({ job, onClose, onSubmitted, opener }: Props & { job: Job }) {
  return (
    <AnimatedDialog
      data-lock-scroll
      aria-labelledby="application-title"
      variants={riseIn}
      onRequestClose={onClose}
      returnFocusTo={opener}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-surface p-0 text-ink backdrop:bg-ink/70"
    >
      <header className="sticky top-0 z-10 border-b border-white/10 bg-ink text-white">
        <div className="container-page flex items-start justify-between gap-4 py-5">
          <div>
            <h2 id="application-title" className="text-2xl font-bold sm:text-3xl">
              {job.title}
            </h2>
            <div className="mt-3 max-lg:hidden">
              <JobFacts job={job} tone="dark" />
            </div>
          </div>
          <button
            type="button"
            onClick={onClose}
            className="grid size-11 shrink-0 place-items-center rounded-full bg-white/10 hover:bg-white/20"
            aria-label="Close"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
      </header>
      <div className="container-page grid gap-4 py-4 lg:grid-cols-[2fr_3fr] lg:gap-10 lg:py-8">
        <JobDetailsDisclosure job={job} />
        <section aria-labelledby="apply-heading" className="rounded-2xl bg-white p-6 shadow-sm">
          <h3 id="apply-heading" className="text-xl font-bold text-ink">
            {applicationForm.heading}
          </h3>
          <ApplicationForm
            jobId={job.id}
            jobTitle={job.title}
            onSuccess={(message, receipt) => {
              onSubmitted(message, receipt);
              onClose();
            }}
          />
        </section>
      </div>
    </AnimatedDialog>
  );
}

/**
 * The full-screen application dialog: the job on the left, the form on the right; on phones the
 * form right away, under the job's title, with the job's details one tap away above it.
 * It rises in when given a job and plays its exit when the job goes back to null; an invalid
 * job object renders nothing.
 */
export function ApplicationDialog({ job, receipt, ...props }: Props) {
  return (
    <>
      {receipt && !job && <ApplicationReceipt receipt={receipt} />}
      <MotionProvider>
        <AnimatePresence>
          {isValidJob(job) && <JobApplication key={job.id} job={job} {...props} />}
        </AnimatePresence>
      </MotionProvider>
    </>
  );
}
