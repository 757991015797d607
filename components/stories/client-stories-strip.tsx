import { ContentSection } from '@/components/sections/content-section';
import { SectionHeading } from '@/components/sections/section-heading';
import type { Tone } from '@/components/sections/section-tone';
import { Static } from '@/components/ui/static';
import { caseStudiesCopy as copy } from '@/content/stories';
import type { CaseStudyView } from '@/lib/shared/stories/types';
import { CaseStudyCards } from './case-study-cards';

/** A service page's published case studies, as cards leading to each story. */
export function ClientStoriesStrip({
  stories,
  tone,
}: {
  stories: readonly CaseStudyView[];
  tone: Exclude<Tone, 'dark'>;
}) {
  return (
    <Static>
      <ContentSection id="client-stories" tone={tone}>
        <SectionHeading
          id="client-stories-heading"
          eyebrow={copy.strip.eyebrow}
          heading={copy.strip.heading}
          align="left"
        />
        <div className="mt-10">
          <CaseStudyCards studies={stories} />
        </div>
      </ContentSection>
    </Static>
  );
}
