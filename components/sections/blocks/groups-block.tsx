import { HeadedBlockSection } from './headed-block-section';
import { GroupList } from '../group-list';
import type { BlockProps } from './types';

export function GroupsBlock({ block, tone }: BlockProps<'groups'>) {
  return (
    <HeadedBlockSection block={block} tone={tone}>
      <div className="mt-12">
        <GroupList groups={block.items} />
      </div>
    </HeadedBlockSection>
  );
}
