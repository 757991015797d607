import { AccordionList } from '../accordion-list';
import { GroupList } from '../group-list';
import { HeadedBlockSection } from './headed-block-section';
import type { BlockProps } from './types';

export function GroupsBlock({ block, tone }: BlockProps<'groups'>) {
  return (
    <HeadedBlockSection block={block} tone={tone}>
      <div className="mt-12">
        {block.format === 'accordion' ? (
          <AccordionList groups={block.items} />
        ) : (
          <GroupList groups={block.items} />
        )}
      </div>
    </HeadedBlockSection>
  );
}
