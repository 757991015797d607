import { PanelHeading } from '@/components/artwork/panel-heading';
import { Meter, Panel, Scene } from '@/components/artwork/scene';
import { Icon } from '@/components/icon/icon';
import type { ServiceCategory } from '@/content/services';
import type { ServicePage } from '@/content/types';
import { publishedServices } from './published-services';

/**
 * The /services hero's picture: the four kinds of service under one roof, each with how many
 * published services it holds (counted as the tabs below list them, so the two never disagree),
 * the first lit in the brand's orange.
 */
export function CatalogueArt({
  label,
  categories,
  services,
}: {
  label: string;
  categories: readonly ServiceCategory[];
  services: readonly ServicePage[];
}) {
  const rows = categories.map((category) => {
    const { featured, items } = publishedServices(category, services);
    return { category, count: items.length + (featured ? 1 : 0) };
  });
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return null;
  return (
    <Scene>
      <Panel>
        <PanelHeading label={label} total={total} />
        <ul className="mt-4 space-y-3">
          {rows.map(({ category, count }, index) => (
            <li key={category.id} data-category={category.id} className="flex items-center gap-3">
              <span
                className={`grid size-9 shrink-0 place-items-center rounded-xl ${index === 0 ? 'bg-brand-orange text-ink' : 'bg-surface-tint text-brand-purple-strong'}`}
              >
                <Icon name={category.icon} className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center justify-between gap-2 font-medium">
                  {category.name}
                  <span className="text-muted" data-count>
                    {count}
                  </span>
                </span>
                <span className="mt-1.5 block">
                  <Meter value={(count / total) * 100} />
                </span>
              </span>
            </li>
          ))}
        </ul>
      </Panel>
    </Scene>
  );
}
