import 'server-only';
import { company } from '@/content/company';
import { rssDocument } from '@/lib/seo/rss';
import { absoluteUrl } from '@/lib/site-url';
import type { InsightCard } from '@/lib/shared/stories/types';

export const INSIGHTS_FEED_PATH = '/insights/feed.xml';

export const insightPath = (slug: string) => `/insights/${slug}`;

/** RSS 2.0 of the published insights, newest first. */
export function insightsFeed(insights: readonly InsightCard[]): string {
  return rssDocument(
    {
      title: `Insights from ${company.name}`,
      description: `Articles from the staffing, payroll and technology practices of ${company.name}, Hyderabad.`,
      link: absoluteUrl('/insights'),
      self: absoluteUrl(INSIGHTS_FEED_PATH),
    },
    insights.map((insight) => ({
      title: insight.title,
      link: absoluteUrl(insightPath(insight.slug)),
      description: insight.summary,
      category: insight.category.name,
      published: insight.date,
    })),
  );
}
