import type { ReactNode } from 'react';

const controlClass =
  'mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-ink focus:border-brand-purple-strong aria-invalid:border-red-600';

type Props = {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: { message?: unknown };
  className?: string;
  children: (control: { id: string; className: string; 'aria-invalid': boolean; 'aria-describedby'?: string; 'aria-required'?: boolean }) => ReactNode;
};

/** A labelled control with its hint and its error underneath, wired for screen readers. */
export function FormField({ name, label, required, hint, error, className, children }: Props) {
  const id = `application-${name}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}*
          </span>
        )}
      </label>
      {children({
        id,
        className: `${controlClass} ${error ? 'border-red-600' : 'border-slate-300'}`,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {typeof error?.message === 'string' && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}
