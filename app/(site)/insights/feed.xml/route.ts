import { getInsights } from '@/lib/cms/stories';
import { getCompany } from '@/lib/cms/company';
import { insightsFeed } from '@/lib/cms/stories/feed';
import { rssResponse } from '@/lib/seo/rss';

/** GET /insights/feed.xml: RSS 2.0 of the published insights; made anew after every publish. */
export async function GET() {
  const [insights, company] = await Promise.all([getInsights(), getCompany()]);
  return rssResponse(insightsFeed(insights, company.name));
}
