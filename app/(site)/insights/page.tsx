import type { Metadata } from 'next';
import { ContentSection } from '@/components/sections/content-section';
import { PageHero } from '@/components/sections/page-hero';
import { PageLayout } from '@/components/sections/page-layout';
import { StoryCards, type StoryCardProps } from '@/components/stories/story-card';
import { StoryList } from '@/components/stories/story-list';
import { StoryDate } from '@/components/stories/story-date';
import { StoryPicture } from '@/components/stories/story-picture';
import { Static } from '@/components/ui/static';
import { trainerAtBoard } from '@/content/people-art';
import { insightsCopy as copy } from '@/content/stories';
import { getOwnPage } from '@/lib/cms/content';
import { getInsights } from '@/lib/cms/stories';
import { INSIGHTS_FEED_PATH, insightPath } from '@/lib/cms/stories/feed';
import { pageMetadata } from '@/lib/seo/metadata';
import { withFeed } from '@/lib/seo/rss';

export async function generateMetadata(): Promise<Metadata> {
  return withFeed(await pageMetadata(await getOwnPage('/insights')), {
    url: INSIGHTS_FEED_PATH,
    title: copy.feedTitle,
  });
}

const labels = { featured: 'Latest', more: 'More Insights' };

/**
 * Every published insight as a magazine index: the newest featured beside its picture, then the
 * others, newest first, as a compact list with each one's topic and date.
 */
export default async function InsightsPage() {
  const [page, insights] = await Promise.all([getOwnPage('/insights'), getInsights()]);
  const cards: StoryCardProps[] = insights.map((insight) => ({
    href: insightPath(insight.slug),
    title: insight.title,
    summary: insight.summary,
    picture: insight.picture,
    facts: (
      <>
        {insight.category.name} · <StoryDate iso={insight.date} />
      </>
    ),
  }));
  const [featured, ...more] = cards;
  return (
    <PageLayout page={page}>
      <PageHero
        variant="light"
        badge={copy.hero.badge}
        heading={copy.hero.heading}
        subtext={copy.hero.subtext}
        artwork={<StoryPicture picture={trainerAtBoard} firstScreen />}
      />
      {featured ? (
        <Static>
          <ContentSection id="articles">
            <h2
              id="articles-heading"
              className="text-sm font-semibold tracking-wider text-brand-purple-strong uppercase"
            >
              {labels.featured}
            </h2>
            <div className="mt-6">
              <StoryCards cards={[featured]} />
            </div>
            {more.length > 0 && (
              <>
                <h2 className="mt-16 text-2xl font-bold text-ink sm:text-3xl">{labels.more}</h2>
                <div className="mt-6">
                  <StoryList cards={more} />
                </div>
              </>
            )}
          </ContentSection>
        </Static>
      ) : (
        <p className="container-page py-20 text-lg text-ink-soft">{copy.empty}</p>
      )}
    </PageLayout>
  );
}
