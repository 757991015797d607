import 'server-only';
import type { MetadataRoute } from 'next';
import { errorSummary, log } from '@/lib/log';
import { absoluteUrl } from '@/lib/site-url';
import { getCaseStudies, getInsights } from './index';
import { insightPath } from './feed';
import { caseStudyPath } from '@/lib/shared/stories/paths';

/** Every published insight and case study, for the sitemap; none while the CMS cannot be read. */
export async function storySitemapEntries(): Promise<MetadataRoute.Sitemap> {
  let insights, studies;
  try {
    [insights, studies] = await Promise.all([getInsights(), getCaseStudies()]);
  } catch (error) {
    log.error({ err: errorSummary(error) }, 'sitemap_stories_unavailable');
    return [];
  }
  return [
    ...insights.map((insight) => ({
      url: absoluteUrl(insightPath(insight.slug)),
      lastModified: insight.date,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
    ...studies.map((study) => ({
      url: absoluteUrl(caseStudyPath(study.slug)),
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
  ];
}
