import 'server-only';
import { isDraftMode } from '../draft';
import type { CaseStudyView, InsightArticle } from '@/lib/shared/stories/types';
import { caseStudyView, insightView, type CaseStudySource, type InsightSource } from './views';

/** The published records of a collection through the Local API (drafts in an editor's preview). */
async function published<T>(
  collection: 'insights' | 'case-studies' | 'categories',
  sort: string,
): Promise<T[]> {
  // Imported here, not at the top: a module that only imports this one (a unit test) needs no CMS.
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ]);
  const payload = await getPayload({ config });
  // A logged-in editor's preview (lib/cms/draft.ts) shows the latest drafts too.
  const preview = await isDraftMode();
  const { docs } = await payload.find({
    collection,
    draft: preview,
    where: preview ? {} : { _status: { equals: 'published' } },
    sort,
    depth: 1,
    // A case study's industry and services by what it shows of them.
    populate: { industries: { name: true }, services: { slug: true, menuLabel: true } },
    pagination: false,
    overrideAccess: true,
  });
  return docs as T[];
}

/** Every published insight, newest first. */
export async function getInsights(): Promise<InsightArticle[]> {
  const sources = await published<InsightSource>('insights', '-date');
  return sources.map(insightView);
}

export async function getInsight(slug: string): Promise<InsightArticle | undefined> {
  return (await getInsights()).find((insight) => insight.slug === slug);
}

/** Every published case study, newest first. */
export async function getCaseStudies(): Promise<CaseStudyView[]> {
  const sources = await published<CaseStudySource>('case-studies', '-createdAt');
  return sources.map(caseStudyView);
}

export async function getCaseStudy(slug: string): Promise<CaseStudyView | undefined> {
  return (await getCaseStudies()).find((study) => study.slug === slug);
}

/** The published case studies told on one service page. */
export async function caseStudiesFor(serviceSlug: string): Promise<CaseStudyView[]> {
  return (await getCaseStudies()).filter((study) =>
    study.services.some((service) => service.slug === serviceSlug),
  );
}
