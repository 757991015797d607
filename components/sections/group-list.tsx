import { Icon } from '@/components/icon/icon';
import { CheckList } from '@/components/ui/check-list';
import type { Group } from '@/content/types';
import { cardColumns } from './section-tone';

const columnClasses = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
} as const;

/** Titled groups of short items, as cards (technology stacks, scope lists, role lists). */
export function GroupList({ groups }: { groups: readonly Group[] }) {
  return (
    <ul className={`grid gap-6 ${columnClasses[cardColumns(groups.length)]}`}>
      {groups.map((group) => (
        <li
          key={group.title}
          data-reveal
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <div className="flex items-center gap-3">
            {group.icon && (
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-surface-tint text-brand-purple-strong">
                <Icon name={group.icon} />
              </span>
            )}
            <h3 className="text-lg font-semibold text-ink">{group.title}</h3>
          </div>
          <CheckList
            items={group.items}
            className="mt-5 space-y-2.5"
            itemClassName="flex gap-2.5 text-sm leading-6 text-ink-soft"
          />
        </li>
      ))}
    </ul>
  );
}
