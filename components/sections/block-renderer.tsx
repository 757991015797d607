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

type BlockOf<K extends Block['kind']> = Extract<Block, { kind: K }>;

/** How one type of content block renders. */
type BlockType<K extends Block['kind']> = {
  Component: (props: BlockProps<K>) => ReactNode;
};

/**
 * Every content block type of the CMS (cms/blocks/content-blocks.ts) with its component: a block
 * type without an entry here does not compile.
 */
const blockTypes: { [K in Block['kind']]: BlockType<K> } = {
  prose: { Component: ProseBlock },
  cards: { Component: CardsBlock },
  steps: { Component: StepsBlock },
  checklist: { Component: ChecklistBlock },
  stats: { Component: StatsBlock },
  groups: { Component: GroupsBlock },
};

const typeOf = <K extends Block['kind']>(block: BlockOf<K>) =>
  blockTypes[block.kind as K] as BlockType<K>;

/** Whether a page's section is one of the content blocks (the rest are the pages' own designs). */
export const isContentBlock = (section: { kind: string }): section is Block =>
  Object.hasOwn(blockTypes, section.kind);

/**
 * The format a visitor sees a content block in: the `data-format` of its list, which the layout
 * rules compare between neighbours (block-format.ts).
 */
export const blockFormat = (block: Block): string =>
  formatOfBlock(block.kind, 'format' in block ? block.format : undefined);

/** One content block as a full-width section with the block's id. */
function BlockSection({ block, tone }: { block: Block; tone: Tone }) {
  const { Component } = typeOf(block);
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
    <Static key={block.id}>
      <BlockSection block={block} tone={tones[index] ?? 'white'} />
    </Static>
  ));
}
