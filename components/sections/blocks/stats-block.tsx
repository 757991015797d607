import { HeadedBlockSection } from './headed-block-section';
import { StatGrid } from '../stat-grid';
import type { BlockProps } from './types';

export function StatsBlock({ block, tone }: BlockProps<'stats'>) {
  return (
    <HeadedBlockSection block={block} tone={tone}>
      <div className="mt-12">
        <StatGrid items={block.items} tone={tone === 'dark' ? 'dark' : 'light'} />
      </div>
    </HeadedBlockSection>
  );
}
