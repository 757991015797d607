import { aloneOnLastRow } from '@/components/sections/grid-rows';
import Link from '@/components/ui/link';
import { Icon } from '@/components/icon/icon';
import type { ServiceCategory } from '@/content/services';
import type { ServicesOverview } from '@/content/services/overview';
import type { ServicePage } from '@/content/types';
import { publishedServices } from './published-services';

function ExploreLink({
  slug,
  name,
  label,
  tone,
}: {
  slug: string;
  name: string;
  label: string;
  tone: 'light' | 'dark';
}) {
  return (
    <Link
      href={`/services/${slug}`}
      className={`group inline-flex min-h-11 items-center gap-2 text-sm font-semibold ${tone === 'dark' ? 'text-brand-orange hover:text-white' : 'text-brand-purple-strong hover:text-brand-purple-deep'}`}
    >
      {label}
      <span className="sr-only"> {name}</span>
      <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
    </Link>
  );
}

/** One category: its heading and description, the featured service, and a card per service. */
export function CategoryPanel({
  category,
  labels,
  services,
}: {
  category: ServiceCategory;
  labels: Pick<ServicesOverview['catalogue'], 'featuredLabel' | 'exploreLabel'>;
  /** The published services: one the catalogue names but nobody published is left out. */
  services: readonly ServicePage[];
}) {
  const { featured, items } = publishedServices(category, services);
  return (
    <div className="space-y-8">
      <div className="grid gap-8 lg:grid-cols-2 lg:items-stretch">
        <div className="flex flex-col justify-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-surface-tint text-brand-purple-strong">
            <Icon name={category.icon} className="size-7" />
          </span>
          <h3
            id={`category-${category.id}-heading`}
            className="mt-5 text-2xl font-bold text-ink sm:text-3xl"
          >
            {category.name}
          </h3>
          <p className="measure mt-3 text-lg leading-8 text-ink-soft">{category.description}</p>
        </div>
        {featured && (
          <div className="relative isolate overflow-hidden rounded-3xl bg-ink p-8 text-white shadow-lg">
            <div
              aria-hidden="true"
              className="absolute -top-16 -right-16 -z-10 size-56 glow-purple"
            />
            <p className="text-xs font-semibold tracking-wider text-brand-orange uppercase">
              {labels.featuredLabel}
            </p>
            <h4 className="mt-3 flex items-center gap-3 text-2xl font-bold">
              <Icon name={featured.icon} className="size-7 text-brand-orange" />
              {featured.menuLabel}
            </h4>
            <p className="mt-3 leading-7 text-slate-300">{featured.summary}</p>
            <div className="mt-4">
              <ExploreLink
                slug={featured.slug}
                name={featured.menuLabel}
                label={labels.exploreLabel}
                tone="dark"
              />
            </div>
          </div>
        )}
      </div>
      {items.length > 0 && (
        <ul className="grid gap-6 sm:grid-cols-4">
          {items.map((item, index, all) => (
            <li
              key={item.slug}
              className={`flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md sm:col-span-2 ${aloneOnLastRow(index, all.length) ? 'sm:col-start-2' : ''}`}
            >
              <div className="flex items-center gap-4">
                <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-surface-tint text-brand-purple-strong">
                  <Icon name={item.icon} />
                </span>
                <h4 className="text-lg font-semibold text-ink">{item.menuLabel}</h4>
              </div>
              <p className="measure mt-4 flex-1 leading-7 text-ink-soft">{item.summary}</p>
              <div className="mt-2">
                <ExploreLink
                  slug={item.slug}
                  name={item.menuLabel}
                  label={labels.exploreLabel}
                  tone="light"
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
