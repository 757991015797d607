import { CardGrid } from '../card-grid';
import { ContentSection, headingTone } from '../content-section';
import { SectionHeading } from '../section-heading';
import { cardColumns } from '../section-tone';
import type { BlockProps } from './types';

export function CardsBlock({ block, tone }: BlockProps<'cards'>) {
  return (
    <ContentSection id={block.id} tone={tone}>
      <SectionHeading
        id={`${block.id}-heading`}
        eyebrow={block.eyebrow}
        heading={block.heading}
        intro={block.intro}
        tone={headingTone(tone)}
      />
      <div className="mt-12">
        <CardGrid items={block.items} columns={cardColumns(block.items.length)} />
      </div>
    </ContentSection>
  );
}
