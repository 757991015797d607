'use client';

/**
 * Shown in place of a part of the page whose code could not be fetched (a dropped connection,
 * or a deployment that replaced the files): says so, and offers to try again.
 */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      data-no-print
      className="fixed bottom-4 left-4 z-[60] flex max-w-[calc(100vw-6rem)] flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-ink shadow-xl"
    >
      <p>{what} could not be loaded.</p>
      <button type="button" onClick={onRetry} className="font-semibold text-brand-purple-strong underline hover:no-underline">
        Try again
      </button>
    </div>
  );
}
