import { StoryCardText, type StoryCardProps } from './story-card';
import { StoryPicture } from './story-picture';

/**
 * Stories after the featured one, as a compact list that reads as well with two as with thirty:
 * a line of facts, the title as a link covering the row, the summary, and a small picture beside
 * them from tablets up.
 */
export function StoryList({ cards }: { cards: readonly StoryCardProps[] }) {
  return (
    <ol className="divide-y divide-slate-200 border-y border-slate-200">
      {cards.map((card) => (
        <li
          key={card.href}
          className="group relative grid gap-6 py-8 focus-within:bg-surface-tint/60 hover:bg-surface-tint/60 sm:grid-cols-[minmax(0,1fr)_10rem] sm:items-center sm:px-4 lg:grid-cols-[minmax(0,1fr)_12rem]"
        >
          <div>
            <StoryCardText card={card} titleClass="group-hover:text-brand-purple-strong" />
          </div>
          <div className="hidden rounded-xl bg-surface-tint p-3 sm:block">
            <StoryPicture
              picture={card.picture}
              decorative
              sizes="12rem"
              className="aspect-[4/3] object-contain"
            />
          </div>
        </li>
      ))}
    </ol>
  );
}
