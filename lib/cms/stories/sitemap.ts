import 'server-only';
import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site-url';
import { getCaseStudies, getInsights } from './index';
import { insightPath } from './feed';
import { caseStudyPath } from './paths';

/** Every published insight and case study, for the sitemap. */
export async function storySitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const [insights, studies] = await Promise.all([getInsights(), getCaseStudies()]);
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
