import type { Card } from '@/content/types';
import { Icon } from '@/components/icon/icon';
import { CheckList } from '@/components/ui/check-list';
import { aloneOnLastRow } from './grid-rows';

/**
 * A responsive grid of icon cards (icon, title, text, optional bullets), two across from 640 px
 * and again from 1280 px: three or four across left card text at 25–44 characters a line on
 * desktop (the layout checks want 45–80). From 1024 to 1279 px two across still left it at
 * 41–44, so there each card is a full-width row: icon, title, then the text beside them. When
 * the count is odd, the last card is centred on its row at the others' width. On phones they are
 * a compact list of ruled rows, the icon beside the title and text (ten boxed cards stacked took
 * two to three screens).
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
    <ul
      data-format="icon-cards"
      className="grid border-t border-slate-200 sm:grid-cols-4 sm:gap-6 sm:border-t-0 lg:grid-cols-1 lg:gap-4 xl:grid-cols-4 xl:gap-6"
    >
      {items.map((card, index) => (
        <li
          key={card.title}
          data-reveal
          className={`grid ${card.icon ? 'grid-cols-[2.5rem_minmax(0,1fr)]' : ''} gap-x-4 border-b border-slate-200 py-5 sm:block sm:rounded-2xl sm:border sm:bg-white sm:p-7 sm:shadow-sm sm:transition-shadow sm:hover:shadow-md sm:col-span-2 lg:col-span-1 lg:grid lg:grid-cols-[3rem_minmax(0,13rem)_minmax(0,1fr)] lg:gap-x-6 xl:col-span-2 xl:block ${aloneOnLastRow(index, items.length) ? 'sm:col-start-2 lg:col-start-auto xl:col-start-2' : ''}`}
        >
          {card.icon && (
            <span className="row-span-2 grid size-10 lg:row-span-1 place-items-center rounded-xl bg-surface-tint text-brand-purple-strong sm:mb-4 sm:size-12 lg:mb-0 xl:mb-4">
              <Icon name={card.icon} />
            </span>
          )}
          <Heading
            className={`${card.icon ? 'col-start-2 mt-1.5' : ''} text-lg font-semibold text-ink sm:mt-0 sm:text-xl lg:col-start-2 lg:mt-2.5 xl:mt-0`}
          >
            {card.title}
          </Heading>
          <div className={`${card.icon ? 'col-start-2' : ''} lg:col-start-3 lg:row-start-1`}>
            <p className="measure mt-2 leading-7 text-ink-soft lg:mt-1.5 xl:mt-2">{card.text}</p>
            {card.bullets && (
              <CheckList
                items={card.bullets}
                className="mt-4 space-y-2"
                itemClassName="flex gap-2 leading-7 text-ink-soft"
                iconClassName="mt-1.5 size-4 shrink-0 text-brand-purple-strong"
              />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
