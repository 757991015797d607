import { Icon } from '@/components/icon/icon';
import type { Card } from '@/content/types';
import { Panel, PanelLabel, Scene } from './scene';

/**
 * The industries hero's picture: a board of the sectors the firm hires for, each with its icon,
 * the first lit in the brand's orange as the one being worked on.
 */
export function SectorsArt({ label, sectors }: { label: string; sectors: readonly Card[] }) {
  return (
    <Scene>
      <Panel>
        <PanelLabel>{label}</PanelLabel>
        <ul className="mt-3 grid grid-cols-3 gap-2">
          {sectors.slice(0, 9).map((sector, index) => (
            <li
              key={sector.title}
              className={`flex flex-col items-center gap-1.5 rounded-xl p-2.5 text-center text-[11px] leading-4 font-medium ${
                index === 0 ? 'bg-brand-orange text-ink' : 'bg-surface-tint text-ink-soft'
              }`}
            >
              {sector.icon && (
                <Icon
                  name={sector.icon}
                  className={`size-5 ${index === 0 ? 'text-ink' : 'text-brand-purple-strong'}`}
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
