import type { Card } from '@/content/types';
import { Icon } from '@/components/icon/icon';
import { CheckList } from '@/components/ui/check-list';
import { itemSpanClass } from './grid-rows';

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  // Narrow (25–35 characters a line at 1280 px): prefer cardColumns, which stops at three.
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/**
 * A responsive grid of icon cards (icon, title, text, optional bullets). When the count does
 * not fill the last row, the first cards span two columns, so no row is left half empty.
 * `data-format` lets the layout checks count icon-card grids per page (at most two, never two
 * in a row).
 */
export function CardGrid({
  items,
  columns = 3,
  headingLevel = 3,
}: {
  items: readonly Card[];
  columns?: keyof typeof columnClasses;
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul
      data-format="icon-cards"
      className={`grid grid-flow-row-dense gap-6 ${columnClasses[columns]}`}
    >
      {items.map((card, index) => (
        <li
          key={card.title}
          data-reveal
          className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md sm:p-7 ${itemSpanClass(index, items.length, { sm: 2, lg: columns })}`}
        >
          {card.icon && (
            <span className="mb-4 grid size-12 place-items-center rounded-xl bg-surface-tint text-brand-purple-strong">
              <Icon name={card.icon} />
            </span>
          )}
          <Heading className="text-xl font-semibold text-ink">{card.title}</Heading>
          <p className="measure mt-2 leading-7 text-ink-soft">{card.text}</p>
          {card.bullets && (
            <CheckList
              items={card.bullets}
              className="mt-4 space-y-2"
              itemClassName="flex gap-2 leading-7 text-ink-soft"
              iconClassName="mt-1.5 size-4 shrink-0 text-brand-purple-strong"
            />
          )}
        </li>
      ))}
    </ul>
  );
}
