import type { ReactNode } from 'react';
import type { Block } from '@/content/types';
import { ContentSection, headingTone } from '../content-section';
import { SectionHeading } from '../section-heading';
import type { Tone } from '../section-tone';

/** A block's section with its eyebrow, heading and intro on top, then the block's own content. */
export function HeadedBlockSection({
  block,
  tone,
  children,
}: {
  block: Exclude<Block, { blockType: 'prose' }>;
  tone: Tone;
  children: ReactNode;
}) {
  return (
    <ContentSection id={block.anchor} tone={tone}>
      <SectionHeading
        id={`${block.anchor}-heading`}
        eyebrow={block.eyebrow ?? undefined}
        heading={block.heading}
        intro={block.intro ?? undefined}
        tone={headingTone(tone)}
      />
      {children}
    </ContentSection>
  );
}
