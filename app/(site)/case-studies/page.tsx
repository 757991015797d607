import type { Metadata } from 'next';
import { ContentSection } from '@/components/sections/content-section';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { PageLayout } from '@/components/sections/page-layout';
import { SectionHeading } from '@/components/sections/section-heading';
import { CaseStudyCards } from '@/components/stories/case-study-cards';
import { StoryPicture } from '@/components/stories/story-picture';
import { Static } from '@/components/ui/static';
import { resultsPresentation } from '@/content/people-art';
import { caseStudiesCopy as copy } from '@/content/stories';
import { getOwnPage } from '@/lib/cms/content';
import { getCaseStudies } from '@/lib/cms/stories';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getOwnPage('/case-studies'));
}

/** Every published case study, newest first. */
export default async function CaseStudiesPage() {
  const [page, studies] = await Promise.all([getOwnPage('/case-studies'), getCaseStudies()]);
  return (
    <PageLayout page={page}>
      <PageHero
        variant="light"
        badge={copy.hero.badge}
        heading={copy.hero.heading}
        subtext={copy.hero.subtext}
        artwork={<StoryPicture picture={resultsPresentation} firstScreen />}
      />
      <Static>
        <ContentSection id="stories" tone="surface">
          <SectionHeading id="stories-heading" heading={copy.listHeading} align="left" />
          <div className="mt-10">
            {studies.length === 0 ? (
              <p className="text-lg text-ink-soft">{copy.empty}</p>
            ) : (
              <CaseStudyCards studies={studies} />
            )}
          </div>
        </ContentSection>
      </Static>
      <CtaSection cta={copy.cta} format={page.ctaFormat} quote={studies[0]?.quote} />
    </PageLayout>
  );
}
