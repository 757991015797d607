import type { Metadata } from 'next';
import { ContentSection } from '@/components/sections/content-section';
import { PageHero } from '@/components/sections/page-hero';
import { PageLayout } from '@/components/sections/page-layout';
import { SectionHeading } from '@/components/sections/section-heading';
import { StoryCards } from '@/components/stories/story-card';
import { StoryDate } from '@/components/stories/story-date';
import { StoryPicture } from '@/components/stories/story-picture';
import { Static } from '@/components/ui/static';
import { illustrations } from '@/content/illustrations';
import { getPage } from '@/content/pages';
import { insightsCopy as copy } from '@/content/stories';
import { categoriesOf, getInsights } from '@/lib/cms/stories';
import { INSIGHTS_FEED_PATH, insightPath } from '@/lib/cms/stories/feed';
import { pageMetadata } from '@/lib/seo/metadata';
import { withFeed } from '@/lib/seo/rss';

const page = getPage('/insights');

export async function generateMetadata(): Promise<Metadata> {
  return withFeed(await pageMetadata(page), { url: INSIGHTS_FEED_PATH, title: copy.feedTitle });
}

const topicId = (slug: string) => `topic-${slug}`;

/** Every published insight, one section per category, the newest category first. */
export default async function InsightsPage() {
  const insights = await getInsights();
  const categories = categoriesOf(insights);
  const sections = [
    ...page.sections,
    ...categories.map((category) => ({ id: topicId(category.slug), label: category.name })),
  ];
  return (
    <PageLayout page={{ ...page, sections }}>
      <PageHero
        variant="light"
        badge={copy.hero.badge}
        heading={copy.hero.heading}
        subtext={copy.hero.subtext}
        artwork={
          <StoryPicture picture={illustrations['hero-consultant-presenting']!} firstScreen />
        }
      >
        {categories.length > 1 && (
          <nav aria-label={copy.filtersLabel} className="w-full">
            <ul className="flex flex-wrap gap-2">
              {categories.map((category) => (
                <li key={category.slug}>
                  <a
                    href={`#${topicId(category.slug)}`}
                    className="inline-flex min-h-11 items-center rounded-full border border-brand-purple/30 bg-white px-4 text-sm font-medium text-brand-purple-strong hover:bg-brand-purple hover:text-white"
                  >
                    {category.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </PageHero>
      {categories.length === 0 && (
        <p className="container-page py-20 text-lg text-ink-soft">{copy.empty}</p>
      )}
      {categories.map((category, index) => (
        <Static key={category.slug}>
          <ContentSection id={topicId(category.slug)} tone={index % 2 === 0 ? 'white' : 'surface'}>
            <SectionHeading
              id={`${topicId(category.slug)}-heading`}
              heading={category.name}
              intro={category.description || undefined}
              align="left"
            />
            <div className="mt-10">
              <StoryCards
                cards={insights
                  .filter((insight) => insight.category.slug === category.slug)
                  .map((insight) => ({
                    href: insightPath(insight.slug),
                    title: insight.title,
                    summary: insight.summary,
                    picture: insight.picture,
                    facts: (
                      <>
                        {category.name} · <StoryDate iso={insight.date} />
                      </>
                    ),
                  }))}
              />
            </div>
          </ContentSection>
        </Static>
      ))}
    </PageLayout>
  );
}
