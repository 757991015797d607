import type { ReactNode } from 'react';

/** The look of every text control, select and file input in the site's forms. */
export const controlClass =
  'mt-1.5 block min-h-12 w-full rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-purple-strong focus:ring-2 focus:ring-brand-purple/30 focus:outline-none aria-[invalid=true]:border-red-700';

/** What a field hands its control: id, name, validation state and the texts that describe it. */
type ControlProps = {
  id: string;
  name: string;
  className: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

type Props = {
  name: string;
  /** Keeps ids unique when a page holds two forms (e.g. the job page's form and the dialog's). */
  idPrefix: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/**
 * One labelled control with its hint and its error underneath, wired for screen readers. The
 * same markup serves the validating forms, the plain forms that work without JavaScript and the
 * server-rendered answers to them.
 */
export function Field({
  name,
  idPrefix,
  label,
  required,
  hint,
  error,
  className,
  children,
}: Props) {
  const id = `${idPrefix}-${name}`;
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id,
        name,
        className: controlClass,
        required: required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
