import { ContentSection, headingTone } from '../content-section';
import { SectionHeading } from '../section-heading';
import { StatGrid } from '../stat-grid';
import type { BlockProps } from './types';

export function StatsBlock({ block, tone }: BlockProps<'stats'>) {
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
        <StatGrid items={block.items} tone={tone === 'dark' ? 'dark' : 'light'} />
      </div>
    </ContentSection>
  );
}
