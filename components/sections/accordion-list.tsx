import { Icon } from '@/components/icon/icon';
import type { Group } from '@/content/types';

/**
 * Titled groups as an accordion of plain `<details>`: open and close without JavaScript, every
 * item in the server HTML. The first group starts open so the format explains itself.
 */
export function AccordionList({ groups }: { groups: readonly Group[] }) {
  return (
    <div
      data-format="accordion"
      className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-3xl bg-white px-6 shadow-sm ring-1 ring-slate-200 sm:px-8"
    >
      {groups.map((group, index) => (
        <details key={group.title} open={index === 0} className="group py-2">
          <summary className="flex min-h-14 cursor-pointer list-none items-center gap-4 py-3 [&::-webkit-details-marker]:hidden">
            {group.icon && (
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-surface-tint text-brand-purple-strong">
                <Icon name={group.icon} />
              </span>
            )}
            <h3 className="flex-1 text-xl font-semibold text-ink">{group.title}</h3>
            <Icon
              name="chevron-down"
              className="size-5 text-brand-purple-strong transition-transform group-open:rotate-180"
            />
          </summary>
          <ul className="gap-x-8 pb-5 sm:columns-2 sm:pl-15">
            {group.items.map((item) => (
              <li
                key={item}
                className="flex break-inside-avoid gap-2.5 py-1.5 leading-7 text-ink-soft"
              >
                <Icon name="check" className="mt-1.5 size-4 shrink-0 text-brand-purple-strong" />
                {item}
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
