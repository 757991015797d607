import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/icon/icon';

/**
 * The stage of a hero picture drawn in markup: decorative (hidden from screen readers), lit by
 * a purple glow, and sized by its content so it reads at 390 px as well as beside the text.
 */
export function Scene({ children }: { children: ReactNode }) {
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto w-full max-w-lg px-2 py-6 text-left text-[13px] leading-5 text-ink select-none sm:px-6"
    >
      <div className="absolute inset-0 -z-10 glow-purple opacity-60" />
      {children}
    </div>
  );
}

/** A white card of the picture (a document, a dashboard, a board). */
export function Panel({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`rounded-2xl bg-white p-4 shadow-2xl ring-1 ring-slate-900/10 sm:p-5 ${className}`}
    >
      {children}
    </div>
  );
}

/** A small caption line inside a panel, in the app's quieter type. */
export function PanelLabel({ children }: { children: ReactNode }) {
  return (
    <p className="text-[11px] font-semibold tracking-wider text-muted uppercase">{children}</p>
  );
}

/** A pill that floats over a panel's corner: one fact the picture wants noticed. */
export function FloatChip({
  icon,
  children,
  className = '',
  tone = 'orange',
}: {
  icon: IconName;
  children: ReactNode;
  className?: string;
  tone?: 'orange' | 'purple' | 'white';
}) {
  const tones = {
    orange: 'bg-brand-orange text-ink',
    purple: 'bg-brand-purple text-white',
    white: 'bg-white text-ink ring-1 ring-slate-900/10',
  };
  return (
    <span
      className={`absolute z-10 inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-semibold whitespace-nowrap shadow-lg ${tones[tone]} ${className}`}
    >
      <Icon name={icon} className="size-4" />
      {children}
    </span>
  );
}

/** A horizontal bar showing a share (0–100), in purple or orange. */
export function Meter({ value, tone = 'purple' }: { value: number; tone?: 'purple' | 'orange' }) {
  return (
    <span className="block h-1.5 rounded-full bg-slate-100">
      <span
        className={`block h-full rounded-full ${tone === 'purple' ? 'bg-brand-purple' : 'bg-brand-orange'}`}
        style={{ width: `${value}%` }}
      />
    </span>
  );
}
