import { AccordionList } from '../accordion-list';
import { GroupList } from '../group-list';
import { HeadedBlockSection } from './headed-block-section';
import { texts } from './texts';
import type { BlockProps } from './types';

export function GroupsBlock({ block, tone }: BlockProps<'groups'>) {
  const groups = block.items.map(({ title, icon, entries }) => ({
    title,
    icon: icon ?? undefined,
    items: texts(entries),
  }));
  return (
    <HeadedBlockSection block={block} tone={tone}>
      <div className="mt-12">
        {block.format === 'accordion' ? (
          <AccordionList groups={groups} />
        ) : (
          <GroupList groups={groups} />
        )}
      </div>
    </HeadedBlockSection>
  );
}
