import { Icon } from '@/components/icon/icon';
import type { Group } from '@/content/types';

/**
 * Titled groups of short items (technology stacks, scope lists, role lists) as a catalogue: one
 * row per group, its title on the left and its items as tags on the right, divided by rules.
 * A different format from the card grid, so the two can follow each other on one page.
 */
export function GroupList({ groups }: { groups: readonly Group[] }) {
  return (
    <ul data-format="catalogue" className="divide-y divide-slate-200 border-y border-slate-200">
      {groups.map((group) => (
        <li
          key={group.title}
          className="grid gap-4 py-6 sm:py-8 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] md:gap-10"
        >
          <div className="flex items-center gap-3">
            {group.icon && (
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-purple text-white">
                <Icon name={group.icon} />
              </span>
            )}
            <h3 className="text-xl font-semibold text-ink">{group.title}</h3>
          </div>
          <ul className="flex flex-wrap content-center gap-2">
            {group.items.map((item) => (
              <li
                key={item}
                className="rounded-full bg-white px-4 py-1.5 font-medium text-ink-soft ring-1 ring-slate-200"
              >
                {item}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
