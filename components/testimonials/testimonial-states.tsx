import type { ReactNode } from 'react';
import { testimonialStates as text } from '@/content/testimonials';

function Panel({ role, children }: { role: 'status' | 'alert'; children: ReactNode }) {
  return (
    <div
      role={role}
      className="mx-auto max-w-2xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200"
    >
      {children}
    </div>
  );
}

/** 'Error loading testimonials: …', or 'Invalid data format received' on its own. */
export function TestimonialsError({ message }: { message?: string }) {
  const line =
    message === text.invalidFormat
      ? text.invalidFormat
      : `${text.errorPrefix}${message || text.defaultError}`;
  return (
    <Panel role="alert">
      <p className="font-medium text-red-800">{line}</p>
    </Panel>
  );
}

export function TestimonialsEmpty() {
  return (
    <Panel role="status">
      <p className="text-ink-soft">{text.empty}</p>
    </Panel>
  );
}
