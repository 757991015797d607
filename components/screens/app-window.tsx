import type { ReactNode } from 'react';

/**
 * A browser window around a product screen: the chrome (three dots and an address bar) and a
 * white canvas in app-UI type sizes. Hidden from screen readers: the caption beside it says
 * what the screen shows.
 */
export function AppWindow({
  url,
  children,
  className = '',
}: {
  url: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      aria-hidden="true"
      data-picture={`screen ${url}`}
      className={`overflow-hidden rounded-2xl bg-white text-left text-ink shadow-2xl ring-1 shadow-brand-purple/10 ring-slate-900/10 select-none ${className}`}
    >
      <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2.5">
        <span className="size-2.5 rounded-full bg-rose-400" />
        <span className="size-2.5 rounded-full bg-amber-400" />
        <span className="size-2.5 rounded-full bg-emerald-400" />
        <span className="ml-2 min-w-0 flex-1 truncate rounded-md bg-white px-2 py-1 text-[11px] text-muted ring-1 ring-slate-200 sm:ml-3 sm:px-3">
          {url}
        </span>
      </div>
      <div className="p-4 text-[13px] leading-5 sm:p-5">{children}</div>
    </div>
  );
}

/** The title row of a screen: a heading-like line and a quieter subtitle (not document headings). */
export function ScreenTitle({ title, subtitle }: { title: string; subtitle?: string | null }) {
  return (
    <div>
      <p className="text-[15px] font-semibold text-ink">{title}</p>
      {subtitle && <p className="text-xs text-muted">{subtitle}</p>}
    </div>
  );
}

const chipTones = {
  good: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  warn: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  neutral: 'bg-brand-purple/10 text-brand-purple-strong ring-brand-purple/20',
} as const;

/** A status pill in the app's own palette (success, attention, done). */
export function StatusChip({ tone, children }: { tone: keyof typeof chipTones; children: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-[11px] font-medium ring-1 ${chipTones[tone]}`}
    >
      {children}
    </span>
  );
}

/** A person's initials in a brand-tinted circle, as the app shows owners and employees. */
export function InitialsDot({ initials, tone = 0 }: { initials: string; tone?: number }) {
  const fills = [
    'bg-brand-purple text-white',
    'bg-brand-orange text-ink',
    'bg-ink text-white',
    'bg-brand-purple/15 text-brand-purple-strong',
  ];
  return (
    <span
      className={`grid size-7 shrink-0 place-items-center rounded-full text-[10px] font-semibold ${fills[tone % fills.length]}`}
    >
      {initials}
    </span>
  );
}
