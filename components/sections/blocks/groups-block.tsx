import { ContentSection, headingTone } from '../content-section';
import { GroupList } from '../group-list';
import { SectionHeading } from '../section-heading';
import type { BlockProps } from './types';

export function GroupsBlock({ block, tone }: BlockProps<'groups'>) {
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
        <GroupList groups={block.items} />
      </div>
    </ContentSection>
  );
}
