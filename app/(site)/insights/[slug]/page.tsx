import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { PageLayout } from '@/components/sections/page-layout';
import { StoryDate } from '@/components/stories/story-date';
import { StoryPicture } from '@/components/stories/story-picture';
import { StaticHtml } from '@/components/ui/static-html';
import { insightsCopy as copy } from '@/content/stories';
import { getInsight, getInsights } from '@/lib/cms/stories';
import { INSIGHTS_FEED_PATH, insightPath } from '@/lib/cms/stories/feed';
import { richTextHtml } from '@/lib/cms/stories/rich-text';
import { ArticleJsonLd } from '@/lib/seo/article-json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { withFeed } from '@/lib/seo/rss';
import { storyCtaFormats } from '@/content/cta-formats';

/** The editor's headings, paragraphs, lists and links in the site's type. */
const prose =
  'measure mx-auto space-y-6 text-lg leading-8 text-ink-soft [&_a]:font-medium [&_a]:text-brand-purple-strong [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-purple [&_blockquote]:pl-5 [&_h2]:pt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:pt-4 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink [&_li]:marker:text-brand-purple-strong [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:text-ink [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6';

type Props = { params: Promise<{ slug: string }> };

/** Pre-rendered from the published insights; one published later is rendered on its first visit. */
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await getInsights()).map((insight) => ({ slug: insight.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const insight = await getInsight((await params).slug);
  if (!insight) return {};
  const metadata = await pageMetadata({
    path: insightPath(insight.slug),
    title: insight.seo.title,
    description: insight.seo.description,
    socialImage: insight.seo.socialImage,
  });
  return withFeed(
    {
      ...metadata,
      openGraph: {
        ...metadata.openGraph,
        type: 'article',
        publishedTime: insight.date,
        section: insight.category.name,
      },
    },
    { url: INSIGHTS_FEED_PATH, title: copy.feedTitle },
  );
}

/** One insight: its body is the editor's rich text as HTML made on the server, never hydrated. */
export default async function InsightPage({ params }: Props) {
  const insight = await getInsight((await params).slug);
  if (!insight) notFound();
  const path = insightPath(insight.slug);
  const sections = [
    { id: 'hero', label: 'Introduction' },
    { id: 'article', label: 'Article' },
    { id: 'cta', label: 'Get in touch' },
  ];
  return (
    <PageLayout
      page={{
        path,
        title: insight.title,
        description: insight.summary,
        sections,
        priority: 0.6,
        changeFrequency: 'monthly',
      }}
    >
      <ArticleJsonLd insight={insight} path={path} />
      <PageHero
        variant="light"
        badge={insight.category.name}
        heading={insight.title}
        subtext={insight.summary}
        artwork={<StoryPicture picture={insight.picture} firstScreen />}
      >
        <p className="text-ink-soft">
          {copy.byline} <span className="font-semibold text-ink">{insight.author}</span> ·{' '}
          <StoryDate iso={insight.date} />
        </p>
      </PageHero>
      {/* Named by the hero's h1 above: a second landmark of the same name would say nothing new. */}
      <article id="article" className="py-16 sm:py-20">
        <div className="container-page">
          <StaticHtml html={richTextHtml(insight.body)} className={prose} />
        </div>
      </article>
      <CtaSection cta={copy.cta} format={storyCtaFormats.insight} />
    </PageLayout>
  );
}
