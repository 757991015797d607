import type { ReactNode } from 'react';
import Link from '@/components/ui/link';
import type { StoryPicture as Picture } from '@/lib/cms/stories/types';
import { StoryPicture } from './story-picture';

/**
 * One insight or case study in a list: picture, a line of facts, the title as a link that covers
 * the whole card, and the summary.
 */
export function StoryCard({
  href,
  title,
  summary,
  picture,
  facts,
}: {
  href: string;
  title: string;
  summary: string;
  picture: Picture;
  facts: ReactNode;
}) {
  return (
    <li
      data-reveal
      className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-purple hover:shadow-md"
    >
      <div className="bg-surface-tint px-8 pt-8 pb-4">
        <StoryPicture
          picture={picture}
          decorative
          className="mx-auto aspect-[16/10] object-contain"
        />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <p className="text-sm font-medium text-brand-purple-strong">{facts}</p>
        <h3 className="mt-2 text-xl font-semibold text-ink">
          <Link href={href} className="after:absolute after:inset-0 focus:outline-none">
            {title}
          </Link>
        </h3>
        <p className="mt-3 leading-7 text-ink-soft">{summary}</p>
      </div>
    </li>
  );
}

/** Cards in rows of up to three. */
export function StoryCardList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  );
}
