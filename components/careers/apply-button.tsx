'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import type { Job } from '@/lib/domain/job';

const ApplicationDialog = dynamic(() => import('./application-dialog').then((module) => module.ApplicationDialog), { ssr: false });

/** 'Apply Now' on a job's page: opens the application dialog, loaded on first use. */
export function ApplyButton({ job }: { job: Job }) {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn-accent"
        onClick={() => {
          if (!job.title?.trim()) return;
          setNotice('');
          setOpen(true);
        }}
      >
        Apply Now
      </button>
      <div role="alert" className={notice ? 'mt-4 w-fit rounded-lg bg-green-50 px-4 py-3 font-medium text-green-900' : 'sr-only'}>
        {notice}
      </div>
      {open && (
        <ApplicationDialog
          job={job}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
          onSubmitted={setNotice}
        />
      )}
    </>
  );
}
