import type { ReactNode } from 'react';
import { itemSpanClass } from '@/components/sections/grid-rows';
import Link from '@/components/ui/link';
import type { StoryPicture as Picture } from '@/lib/cms/stories/types';
import { StoryPicture } from './story-picture';

export type StoryCardProps = {
  href: string;
  title: string;
  summary: string;
  picture: Picture;
  /** A short line above the title (category and date, or industry). */
  facts: ReactNode;
};

/**
 * One insight or case study in a list: picture, a line of facts, the title as a link that covers
 * the whole card, and the summary. `wide`: picture beside the text, for a list of one.
 */
function StoryCard({
  card,
  wide,
  className,
}: {
  card: StoryCardProps;
  wide: boolean;
  className: string;
}) {
  return (
    <li
      data-reveal
      className={`relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-purple hover:shadow-md ${wide ? 'sm:flex-row' : ''} ${className}`}
    >
      <div
        className={`flex items-center bg-surface-tint px-8 pt-8 pb-4 ${wide ? 'sm:w-2/5 sm:shrink-0 sm:pb-8' : ''}`}
      >
        <StoryPicture
          picture={card.picture}
          decorative
          className="mx-auto aspect-[16/10] object-contain"
        />
      </div>
      <div className={`flex flex-1 flex-col p-6 sm:p-7 ${wide ? 'sm:justify-center lg:p-10' : ''}`}>
        <p className="text-sm font-medium text-brand-purple-strong">{card.facts}</p>
        <h3 className={`mt-2 font-semibold text-ink ${wide ? 'text-2xl' : 'text-xl'}`}>
          <Link href={card.href} className="after:absolute after:inset-0 focus:outline-none">
            {card.title}
          </Link>
        </h3>
        <p className="measure mt-3 leading-7 text-ink-soft">{card.summary}</p>
      </div>
    </li>
  );
}

const columns = (count: number) =>
  count === 1 ? '' : count === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3';

/** Cards in rows of up to three, every row full; a single card lies wide. */
export function StoryCards({ cards }: { cards: readonly StoryCardProps[] }) {
  return (
    <ul className={`grid grid-flow-row-dense gap-6 ${columns(cards.length)}`}>
      {cards.map((card, index) => (
        <StoryCard
          key={card.href}
          card={card}
          wide={cards.length === 1}
          className={cards.length > 2 ? itemSpanClass(index, cards.length, { sm: 2, lg: 3 }) : ''}
        />
      ))}
    </ul>
  );
}
