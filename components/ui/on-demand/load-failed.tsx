'use client';

/**
 * Shown in place of a part of the page whose code could not be fetched (a dropped connection,
 * or a deployment that replaced the files): says so, and offers to try again.
 */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" data-no-print className="load-failed">
      <p>{what} could not be loaded.</p>
      <button type="button" onClick={onRetry} className="font-semibold text-brand-purple-strong underline">
        Try again
      </button>
    </div>
  );
}
