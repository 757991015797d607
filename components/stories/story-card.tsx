import type { ReactNode } from 'react';
import Link from '@/components/ui/link';
import type { StoryPicture as Picture } from '@/lib/shared/stories/types';
import { StoryPicture } from './story-picture';

export type StoryCardProps = {
  href: string;
  title: string;
  summary: string;
  picture: Picture;
  /** A short line above the title (category and date, or industry). */
  facts: ReactNode;
};

/** A story's line of facts, its title as a link covering the whole card or row, its summary. */
export function StoryCardText({
  card,
  titleClass = '',
}: {
  card: StoryCardProps;
  titleClass?: string;
}) {
  return (
    <>
      <p className="text-sm font-medium text-brand-purple-strong">{card.facts}</p>
      <h3 className={`mt-2 text-xl font-semibold text-ink ${titleClass}`}>
        <Link href={card.href} className="after:absolute after:inset-0 focus:outline-none">
          {card.title}
        </Link>
      </h3>
      <p className="measure mt-3 leading-7 text-ink-soft">{card.summary}</p>
    </>
  );
}

/**
 * One insight or case study in a list: picture, a line of facts, the title as a link that covers
 * the whole card, and the summary at a readable measure beside the picture.
 */
function StoryCard({ card }: { card: StoryCardProps }) {
  return (
    <li
      data-reveal
      className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-purple hover:shadow-md md:flex-row"
    >
      <div className="flex items-center bg-surface-tint px-8 pt-8 pb-4 md:w-2/5 md:shrink-0 md:pb-8 lg:w-1/3">
        <StoryPicture
          picture={card.picture}
          decorative
          sizes="(min-width: 1024px) 22rem, (min-width: 768px) 40vw, 100vw"
          className="mx-auto aspect-[16/10] object-contain"
        />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7 md:justify-center lg:p-10">
        <StoryCardText card={card} titleClass="sm:text-2xl" />
      </div>
    </li>
  );
}

/** Cards one under another, each with its picture beside the text from tablets up. */
export function StoryCards({ cards }: { cards: readonly StoryCardProps[] }) {
  return (
    <ul className="grid gap-6">
      {cards.map((card) => (
        <StoryCard key={card.href} card={card} />
      ))}
    </ul>
  );
}
