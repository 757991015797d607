import type { Stat } from '@/content/types';

/**
 * Big figures with labels, as a description list; `caption` says what the band counts, so that
 * two bands on one page never read as contradicting each other.
 */
export function StatGrid({
  items,
  tone = 'light',
  caption,
}: {
  items: readonly Stat[];
  tone?: 'light' | 'dark';
  caption?: string;
}) {
  const grid = (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {items.map((stat) => (
        <div
          key={stat.label}
          className={`flex flex-col-reverse rounded-2xl p-6 text-center ${tone === 'dark' ? 'bg-white/10' : 'bg-surface-tint'}`}
        >
          <dt
            className={`mt-1 text-sm font-medium ${tone === 'dark' ? 'text-slate-200' : 'text-muted'}`}
          >
            {stat.label}
          </dt>
          <dd
            className={`font-display text-3xl font-bold sm:text-4xl ${tone === 'dark' ? 'text-white' : 'text-brand-purple-strong'}`}
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
      <figcaption
        className={`mb-5 text-center text-sm font-semibold ${tone === 'dark' ? 'text-slate-200' : 'text-ink-soft'}`}
      >
        {caption}
      </figcaption>
      {grid}
    </figure>
  );
}
