import type { Card } from '@/content/types';

/**
 * Items as numbered points with generous rhythm instead of boxes: a rule, a large numeral, the
 * title and its text. Rows are centred, so a count that does not fill the last row leaves it
 * balanced in the middle rather than hanging on the left.
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
  const basis = items.length % 3 === 0 || items.length > 4 ? 'lg:basis-[calc((100%-8rem)/3)]' : '';
  return (
    <ol data-format="numbered" className="flex flex-wrap justify-center gap-x-16 gap-y-12">
      {items.map((item, index) => (
        <li
          key={item.title}
          data-reveal
          className={`grow-0 basis-full border-t-2 border-brand-purple/40 pt-6 sm:basis-[calc((100%-4rem)/2)] ${basis}`}
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
