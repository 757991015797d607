import type { ReactNode } from 'react';

const tone = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  error: 'border-red-300 bg-red-50 text-red-800',
};

/** A form's outcome, styled one way everywhere: green when it went through, red when it did not. */
export function StatusNotice({
  kind,
  className = '',
  children,
}: {
  kind: keyof typeof tone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p
      className={['status-notice rounded-lg border p-4 text-sm font-medium', tone[kind], className]
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </p>
  );
}

/** A live region, present before it speaks (so it is announced), showing the notice once there is one. */
export function LiveNotice({
  kind,
  message,
  className,
}: {
  kind: keyof typeof tone;
  message: string;
  className: string;
}) {
  return (
    <div role="alert" className={message ? className : 'sr-only'}>
      {message && <StatusNotice kind={kind}>{message}</StatusNotice>}
    </div>
  );
}
