import type { Card } from '@/content/types';

/**
 * Items as a numbered list with generous rhythm instead of boxes: a rule, a large numeral,
 * the title and its text. For short sets of principles that are read in order, not clicked.
 */
export function NumberedList({
  items,
  headingLevel = 3,
}: {
  items: readonly Card[];
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className="grid gap-x-16 gap-y-12 sm:grid-cols-2">
      {items.map((item, index) => (
        <li key={item.title} className="border-t-2 border-brand-purple/30 pt-6">
          <p aria-hidden="true" className="font-display text-5xl font-bold text-brand-purple">
            {String(index + 1).padStart(2, '0')}
          </p>
          <Heading className="mt-4 text-xl font-bold text-ink">{item.title}</Heading>
          <p className="mt-2 max-w-md leading-7 text-muted">{item.text}</p>
        </li>
      ))}
    </ol>
  );
}
