import { Icon } from '@/components/icon/icon';
import type { Card } from '@/content/types';
import { evenColumns } from './grid-rows';

/**
 * Items as ruled rows instead of boxes: an icon, then the title and its text at a full
 * measure. For parallel items that are read, not clicked. `columns: 2` sets them side by side
 * from 1280 px (narrower, their text ran under 45 characters a line) when the count fills both
 * columns; otherwise they stay one a row.
 */
export function FeatureList({
  items,
  dark = false,
  columns = 1,
  headingLevel = 3,
}: {
  items: readonly Card[];
  dark?: boolean;
  columns?: 1 | 2;
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const sideBySide = evenColumns(items.length, columns) === 2;
  const rule = dark ? 'border-white/15' : 'border-slate-200';
  return (
    <ul
      data-format="feature-list"
      className={`border-b ${rule} ${sideBySide ? 'grid gap-x-12 xl:grid-cols-2' : ''}`}
    >
      {items.map((item) => (
        <li key={item.title} data-reveal className={`flex gap-5 border-t py-7 ${rule}`}>
          {item.icon && (
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-purple text-white">
              <Icon name={item.icon} className="size-6" />
            </span>
          )}
          <div>
            <Heading className={`text-xl font-semibold ${dark ? 'text-white' : 'text-ink'}`}>
              {item.title}
            </Heading>
            <p className={`measure mt-1.5 leading-7 ${dark ? 'text-slate-300' : 'text-ink-soft'}`}>
              {item.text}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
