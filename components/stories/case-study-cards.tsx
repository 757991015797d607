import type { CaseStudyView } from '@/lib/shared/stories/types';
import { caseStudyPath } from '@/lib/shared/stories/paths';
import { StoryCards } from './story-card';

/** Case studies as cards, each leading to its story. */
export function CaseStudyCards({ studies }: { studies: readonly CaseStudyView[] }) {
  return (
    <StoryCards
      cards={studies.map((study) => ({
        href: caseStudyPath(study.slug),
        title: study.title,
        summary: study.summary,
        picture: study.picture,
        facts: study.industry,
      }))}
    />
  );
}
