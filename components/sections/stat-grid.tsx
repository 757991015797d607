import type { Stat } from '@/content/types';

/** Columns by count: every row full on phones and on large screens. */
const columnClasses: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-3',
  4: 'grid-cols-2 lg:grid-cols-4',
};

/**
 * A figure band: big numbers with what each counts, divided by rules rather than boxed, centred
 * so that any count balances. `caption` says what the band counts and since when, so that two
 * bands on one page never read as contradicting each other.
 */
export function StatGrid({
  items,
  tone = 'light',
  caption,
  pairs = false,
}: {
  items: readonly Stat[];
  tone?: 'light' | 'dark';
  caption?: string;
  /** Two figures a row at every width (for a band beside another block). */
  pairs?: boolean;
}) {
  const dark = tone === 'dark';
  const grid = (
    <dl
      data-format="figures"
      className={`grid gap-y-10 ${pairs ? 'grid-cols-2' : (columnClasses[items.length] ?? columnClasses[4])}`}
    >
      {items.map((stat, index) => (
        <div
          key={stat.label}
          className={`flex flex-col-reverse items-center justify-end px-4 text-center ${index > 0 && !pairs ? `lg:border-l ${dark ? 'border-white/15' : 'border-slate-200'}` : ''}`}
        >
          <dt className={`mt-2 text-base font-medium ${dark ? 'text-slate-200' : 'text-ink-soft'}`}>
            {stat.label}
          </dt>
          <dd
            className={`font-display text-5xl font-extrabold tracking-tight sm:text-6xl ${dark ? 'text-white' : 'text-brand-purple-strong'}`}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
  if (!caption) return grid;
  return (
    <figure>
      {grid}
      <figcaption
        className={`mx-auto mt-8 max-w-prose text-center text-base ${dark ? 'text-slate-300' : 'text-ink-soft'}`}
      >
        {caption}
      </figcaption>
    </figure>
  );
}
