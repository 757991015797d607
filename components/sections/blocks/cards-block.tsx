import { CardGrid } from '../card-grid';
import { FeatureList } from '../feature-list';
import { NumberedList } from '../numbered-list';
import { HeadedBlockSection } from './headed-block-section';
import { SplitBlockSection } from './split-block-section';
import { texts } from './texts';
import type { BlockProps } from './types';

/** Parallel items in the format the content picks: icon cards, a feature list or numbered points. */
export function CardsBlock({ block, tone }: BlockProps<'cards'>) {
  const dark = tone === 'dark';
  const items = block.items.map(({ title, text, icon, bullets }) => ({
    title,
    text,
    icon: icon ?? undefined,
    bullets: bullets ? texts(bullets) : undefined,
  }));
  switch (block.format ?? 'icon-cards') {
    case 'feature-list':
      return (
        <SplitBlockSection block={block} tone={tone}>
          <FeatureList items={items} dark={dark} />
        </SplitBlockSection>
      );
    case 'numbered':
      return (
        <HeadedBlockSection block={block} tone={tone}>
          <div className="mt-12">
            <NumberedList items={items} dark={dark} />
          </div>
        </HeadedBlockSection>
      );
    case 'icon-cards':
      return (
        <HeadedBlockSection block={block} tone={tone}>
          <div className="mt-12">
            <CardGrid items={items} />
          </div>
        </HeadedBlockSection>
      );
  }
}
