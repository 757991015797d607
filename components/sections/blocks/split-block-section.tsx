import type { ReactNode } from 'react';
import type { Block } from '@/content/types';
import { peopleArt } from '@/cms/blocks/people-art';
import { ContentSection } from '../content-section';
import { PeopleIllustration } from '../people-illustration';
import type { Tone } from '../section-tone';

/** The split's columns and its sticky side, from the width where they stand side by side. */
const splitClasses = {
  lg: {
    grid: 'grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16',
    side: 'lg:sticky lg:top-28 lg:self-start',
  },
  xl: {
    grid: 'grid gap-10 xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] xl:gap-16',
    side: 'xl:sticky xl:top-28 xl:self-start',
  },
};

/**
 * A block's section as a split: eyebrow, heading, intro and the block's picture of people at work
 * (if it has one) in a narrow column that stays in view on large screens, the block's own
 * content beside it (stacked on phones). `splitFrom="xl"` stacks them up to 1279 px, for content
 * that needs the width there (an intro of 18 px ran at 41 characters a line in the narrow column
 * at 1024 px, a checklist's two columns at two or three words a line).
 */
export function SplitBlockSection({
  block,
  tone,
  splitFrom = 'lg',
  children,
}: {
  block: Block;
  tone: Tone;
  splitFrom?: keyof typeof splitClasses;
  children: ReactNode;
}) {
  const dark = tone === 'dark';
  const split = splitClasses[splitFrom];
  const art = 'art' in block && block.art ? peopleArt[block.art] : undefined;
  return (
    <ContentSection id={block.anchor} tone={tone}>
      <div className={split.grid}>
        <div className={split.side}>
          {block.eyebrow && (
            <p className={dark ? 'eyebrow text-brand-orange' : 'eyebrow'}>{block.eyebrow}</p>
          )}
          <h2
            id={`${block.anchor}-heading`}
            className={`mt-2 text-3xl font-bold sm:text-4xl ${dark ? 'text-white' : 'text-ink'}`}
          >
            {block.heading}
          </h2>
          {'intro' in block && block.intro && (
            <p
              className={`measure mt-4 text-lg leading-8 ${dark ? 'text-slate-300' : 'text-ink-soft'}`}
            >
              {block.intro}
            </p>
          )}
          <span aria-hidden="true" className="mt-6 block h-1 w-16 rounded-full bg-brand-rule" />
          {art && <PeopleIllustration art={art} className="mt-10 max-w-md" />}
        </div>
        <div>{children}</div>
      </div>
    </ContentSection>
  );
}
