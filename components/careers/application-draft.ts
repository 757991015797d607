import type { ApplicationField } from '@/lib/shared/schemas/application';

/** What a draft keeps: every typed field, never the resume (a file cannot be kept, and should not be). */
export type Draft = Partial<Record<Exclude<ApplicationField, 'resume'>, string>>;

const storageKey = (jobId: string) => `application-draft:${jobId}`;

// sessionStorage can be missing or refuse (storage disabled, quota): a draft is a kindness, never a failure.
function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The draft of this job's application in this tab, if any. */
export function readDraft(jobId: string): Draft {
  try {
    const saved: unknown = JSON.parse(storage()?.getItem(storageKey(jobId)) ?? '{}');
    if (!saved || typeof saved !== 'object') return {};
    return Object.fromEntries(
      Object.entries(saved).filter(
        ([name, value]) => name !== 'resume' && typeof value === 'string',
      ),
    ) as Draft;
  } catch {
    return {};
  }
}

/** Keeps what was typed (text only), so an accidental close or a reload loses nothing. */
export function saveDraft(jobId: string, values: Record<string, unknown>): void {
  const typed = Object.entries(values).filter(
    ([name, value]) =>
      name !== 'resume' && name !== 'job_id' && typeof value === 'string' && value !== '',
  );
  try {
    if (typed.length)
      storage()?.setItem(storageKey(jobId), JSON.stringify(Object.fromEntries(typed)));
    else storage()?.removeItem(storageKey(jobId));
  } catch {
    // Storage full or refused: the form goes on without a draft.
  }
}

/** Forgets the draft once the application has been sent. */
export function clearDraft(jobId: string): void {
  try {
    storage()?.removeItem(storageKey(jobId));
  } catch {
    // Nothing to forget where storage is refused.
  }
}
