import { Icon } from '@/components/icon/icon';
import type { PeopleArt } from '@/content/people-art';
import type { Card } from '@/content/types';
import { PeopleIllustration } from './people-illustration';

/** A split: an illustration on one side, a heading and a list of reasons with icons on the other. */
export function IllustratedList({
  heading,
  items,
  art,
}: {
  heading: string;
  items: readonly Card[];
  art: PeopleArt;
}) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
      <div className="rounded-3xl bg-surface-tint p-6 sm:p-10">
        <PeopleIllustration art={art} />
      </div>
      <div>
        <h3 className="text-2xl font-bold text-ink sm:text-3xl">{heading}</h3>
        <ul className="mt-8 space-y-7">
          {items.map((item) => (
            <li key={item.title} className="flex gap-4">
              {item.icon && (
                <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-purple text-white">
                  <Icon name={item.icon} className="size-6" />
                </span>
              )}
              <div>
                <h4 className="text-lg font-bold text-ink">{item.title}</h4>
                <p className="mt-1 leading-7 text-muted">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
