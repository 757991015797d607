import { getInsights } from '@/lib/cms/stories';
import { insightsFeed } from '@/lib/cms/stories/feed';
import { rssResponse } from '@/lib/seo/rss';

/** GET /insights/feed.xml: RSS 2.0 of the published insights; made anew after every publish. */
export async function GET() {
  return rssResponse(insightsFeed(await getInsights()));
}
