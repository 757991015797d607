import type { Stat } from '@/content/types';

/** Big figures with labels, as a description list. */
export function StatGrid({
  items,
  tone = 'light',
}: {
  items: readonly Stat[];
  tone?: 'light' | 'dark';
}) {
  return (
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
}
