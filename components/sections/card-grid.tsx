import type { Card } from '@/content/types';
import { Icon } from '@/components/icon/icon';
import { CheckList } from '@/components/ui/check-list';
import { itemSpanClass } from './grid-rows';

/**
 * A responsive grid of icon cards (icon, title, text, optional bullets), two across from 640 px:
 * three or four across left card text at 25–44 characters a line on desktop (the layout checks
 * want 45–80). When the count is odd, the first card spans both columns, so no row is half empty.
 * `data-format` lets the layout checks count icon-card grids per page (at most two, never two
 * in a row).
 */
export function CardGrid({
  items,
  headingLevel = 3,
}: {
  items: readonly Card[];
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul data-format="icon-cards" className="grid grid-flow-row-dense gap-6 sm:grid-cols-2">
      {items.map((card, index) => (
        <li
          key={card.title}
          data-reveal
          className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md sm:p-7 ${itemSpanClass(index, items.length, { sm: 2, lg: 2 })}`}
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
