import type { Card } from '@/content/types';

/**
 * Items as numbered points with generous rhythm instead of boxes: a rule, a large numeral, the
 * title and its text, two a row from 640 px (three a row left under 45 characters a line). Rows
 * are centred, so an odd count leaves its last point in the middle rather than on the left.
 */
export function NumberedList({
  items,
  headingLevel = 3,
  dark = false,
}: {
  items: readonly Card[];
  headingLevel?: 3 | 4;
  dark?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol data-format="numbered" className="flex flex-wrap justify-center gap-x-16 gap-y-12">
      {items.map((item, index) => (
        <li
          key={item.title}
          data-reveal
          className={`grow-0 basis-full border-t-2 border-brand-purple/40 pt-6 sm:basis-[calc((100%-4rem)/2)]`}
        >
          <p
            aria-hidden="true"
            className={`font-display text-5xl font-bold ${dark ? 'text-brand-orange' : 'text-brand-purple-strong'}`}
          >
            {String(index + 1).padStart(2, '0')}
          </p>
          <Heading className={`mt-4 text-xl font-bold ${dark ? 'text-white' : 'text-ink'}`}>
            {item.title}
          </Heading>
          <p className={`measure mt-2 leading-7 ${dark ? 'text-slate-300' : 'text-ink-soft'}`}>
            {item.text}
          </p>
        </li>
      ))}
    </ol>
  );
}
