import 'server-only';
import { rssDocument } from '@/lib/seo/rss';
import { absoluteUrl } from '@/lib/site-url';
import type { InsightCard } from '@/lib/shared/stories/types';

export const INSIGHTS_FEED_PATH = '/insights/feed.xml';

export const insightPath = (slug: string) => `/insights/${slug}`;

/** RSS 2.0 of the published insights, newest first, from the company of this name. */
export function insightsFeed(insights: readonly InsightCard[], companyName: string): string {
  return rssDocument(
    {
      title: `Insights from ${companyName}`,
      description: `Articles from the staffing, payroll and technology practices of ${companyName}, Hyderabad.`,
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
