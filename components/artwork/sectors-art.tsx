import { Icon } from '@/components/icon/icon';
import type { Card } from '@/content/types';
import { PanelHeading } from './panel-heading';
import { Panel, Scene } from './scene';

/**
 * The industries hero's picture: a board of every sector the firm hires for (the same records as
 * the page's cards, so the two never disagree), each with its icon, the first lit in the brand's
 * orange as the one being worked on.
 */
export function SectorsArt({ label, sectors }: { label: string; sectors: readonly Card[] }) {
  return (
    <Scene>
      <Panel>
        <PanelHeading label={label} total={sectors.length} />
        <ul className="mt-3 grid grid-cols-2 gap-2">
          {sectors.map((sector, index) => (
            <li
              key={sector.title}
              data-sector
              className={`flex items-center gap-2 rounded-xl px-2.5 py-2 text-[11px] leading-4 font-medium ${
                index === 0 ? 'bg-brand-orange text-ink' : 'bg-surface-tint text-ink-soft'
              }`}
            >
              {sector.icon && (
                <Icon
                  name={sector.icon}
                  className={`size-5 shrink-0 ${index === 0 ? 'text-ink' : 'text-brand-purple-strong'}`}
                />
              )}
              {sector.title}
            </li>
          ))}
        </ul>
      </Panel>
    </Scene>
  );
}
