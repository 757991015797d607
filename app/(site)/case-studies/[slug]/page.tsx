import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentSection } from '@/components/sections/content-section';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { PageLayout } from '@/components/sections/page-layout';
import { StatGrid } from '@/components/sections/stat-grid';
import { ClientQuote } from '@/components/stories/client-quote';
import { StoryPicture } from '@/components/stories/story-picture';
import { StoryTextSection } from '@/components/stories/story-text-section';
import Link from '@/components/ui/link';
import { Static } from '@/components/ui/static';
import { caseStudiesCopy as copy } from '@/content/stories';
import { getCaseStudies, getCaseStudy } from '@/lib/cms/stories';
import { caseStudyPath } from '@/lib/shared/stories/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { storyCtaFormats } from '@/content/cta-formats';

type Props = { params: Promise<{ slug: string }> };

/** Pre-rendered from the published case studies; one published later is rendered on its first visit. */
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await getCaseStudies()).map((study) => ({ slug: study.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const study = await getCaseStudy((await params).slug);
  if (!study) return {};
  return pageMetadata({
    path: caseStudyPath(study.slug),
    title: study.seo.title,
    description: study.seo.description,
    socialImage: study.seo.socialImage,
  });
}

const sections = [
  { id: 'hero', label: 'Introduction' },
  { id: 'challenge', label: copy.challenge },
  { id: 'approach', label: copy.approach },
  { id: 'results', label: copy.results },
  { id: 'quote', label: copy.quote },
  { id: 'cta', label: 'Get in touch' },
];

/** One client story: the challenge, our approach, the results as a figure band and the client's words. */
export default async function CaseStudyPage({ params }: Props) {
  const study = await getCaseStudy((await params).slug);
  if (!study) notFound();
  const path = caseStudyPath(study.slug);
  return (
    <PageLayout
      page={{
        path,
        title: study.title,
        description: study.summary,
        sections,
        priority: 0.6,
        changeFrequency: 'monthly',
      }}
    >
      <PageHero
        variant="light"
        badge={study.industry}
        heading={study.title}
        subtext={study.summary}
        artwork={<StoryPicture picture={study.picture} firstScreen />}
      >
        <dl className="grid gap-x-8 gap-y-3 text-ink-soft sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-ink">{copy.client}</dt>
          <dd>{study.client}</dd>
          <dt className="font-semibold text-ink">{copy.services}</dt>
          <dd>
            {study.services.map(({ slug, name }, index) => (
              <span key={slug}>
                {index > 0 && ', '}
                <Link
                  href={`/services/${slug}`}
                  className="font-medium text-brand-purple-strong underline"
                >
                  {name}
                </Link>
              </span>
            ))}
          </dd>
        </dl>
      </PageHero>
      <StoryTextSection
        id="challenge"
        tone="white"
        eyebrow={study.industry}
        heading={copy.challenge}
        paragraphs={study.challenge}
      />
      <StoryTextSection
        id="approach"
        tone="surface"
        eyebrow={study.services[0]?.name ?? ''}
        heading={copy.approach}
        paragraphs={study.approach}
      />
      <Static>
        <ContentSection id="results" tone="dark">
          <h2 id="results-heading" className="eyebrow mb-10 text-center text-brand-orange">
            {copy.results}
          </h2>
          <StatGrid items={study.results} tone="dark" caption={study.resultsCaption} />
        </ContentSection>
      </Static>
      <Static>
        <ContentSection id="quote" tone="white">
          <ClientQuote quote={study.quote} headingId="quote-heading" heading={copy.quote} />
        </ContentSection>
      </Static>
      <CtaSection cta={copy.cta} format={storyCtaFormats.caseStudy} />
    </PageLayout>
  );
}
