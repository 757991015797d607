import { Static } from '@/components/ui/static';
import type { Block } from '@/content/types';
import { CardsBlock } from './blocks/cards-block';
import { ChecklistBlock } from './blocks/checklist-block';
import { GroupsBlock } from './blocks/groups-block';
import { ProseBlock } from './blocks/prose-block';
import { StatsBlock } from './blocks/stats-block';
import { StepsBlock } from './blocks/steps-block';
import type { Tone } from './section-tone';

/** One content block as a full-width section with the block's id. */
function BlockSection({ block, tone }: { block: Block; tone: Tone }) {
  switch (block.kind) {
    case 'prose':
      return <ProseBlock block={block} tone={tone} />;
    case 'cards':
      return <CardsBlock block={block} tone={tone} />;
    case 'steps':
      return <StepsBlock block={block} tone={tone} />;
    case 'checklist':
      return <ChecklistBlock block={block} tone={tone} />;
    case 'stats':
      return <StatsBlock block={block} tone={tone} />;
    case 'groups':
      return <GroupsBlock block={block} tone={tone} />;
  }
}

/**
 * Blocks in order, with alternating backgrounds given by the caller (see sectionTones). No block
 * has an interactive part: each reaches the browser as one section of server-made HTML.
 */
export function BlockRenderer({
  blocks,
  tones,
}: {
  blocks: readonly Block[];
  tones: readonly Tone[];
}) {
  return blocks.map((block, index) => (
    <Static key={block.id}>
      <BlockSection block={block} tone={tones[index] ?? 'white'} />
    </Static>
  ));
}
