import type { ReactNode } from 'react';
import { Static } from '@/components/ui/static';
import type { Block } from '@/content/types';
import { CardsBlock } from './blocks/cards-block';
import { ChecklistBlock } from './blocks/checklist-block';
import { GroupsBlock } from './blocks/groups-block';
import { ProseBlock } from './blocks/prose-block';
import { StatsBlock } from './blocks/stats-block';
import { StepsBlock } from './blocks/steps-block';
import type { BlockProps } from './blocks/types';
import { formatOfBlock } from './block-format';
import type { Tone } from './section-tone';

type BlockType = Block['blockType'];

/**
 * Every content block type of the CMS (cms/blocks/content-blocks.ts, through its generated types)
 * with the component that renders it: a block type without one does not compile.
 */
const components: { [K in BlockType]: (props: BlockProps<K>) => ReactNode } = {
  prose: ProseBlock,
  cards: CardsBlock,
  steps: StepsBlock,
  checklist: ChecklistBlock,
  stats: StatsBlock,
  groups: GroupsBlock,
};

/** Whether a page's section is one of the content blocks (the rest are the pages' own designs). */
export const isContentBlock = (section: { blockType: string }): section is Block =>
  Object.hasOwn(components, section.blockType);

/**
 * The format a visitor sees a content block in: the `data-format` of its list, which the layout
 * rules compare between neighbours (block-format.ts).
 */
export const blockFormat = (block: Block): string =>
  formatOfBlock(block.blockType, 'format' in block ? block.format : undefined);

/** One content block as a full-width section with the block's anchor. */
function BlockSection<K extends BlockType>({ block, tone }: BlockProps<K>) {
  const Component = components[block.blockType as K] as (props: BlockProps<K>) => ReactNode;
  return <Component block={block} tone={tone} />;
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
    <Static key={block.anchor}>
      <BlockSection block={block} tone={tones[index] ?? 'white'} />
    </Static>
  ));
}
