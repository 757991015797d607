import { CardGrid } from '../card-grid';
import { HeadedBlockSection } from './headed-block-section';
import { cardColumns } from '../section-tone';
import type { BlockProps } from './types';

export function CardsBlock({ block, tone }: BlockProps<'cards'>) {
  return (
    <HeadedBlockSection block={block} tone={tone}>
      <div className="mt-12">
        <CardGrid items={block.items} columns={cardColumns(block.items.length)} />
      </div>
    </HeadedBlockSection>
  );
}
