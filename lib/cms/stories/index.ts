import 'server-only';
import { isDraftMode } from '../draft';
import { seedCaseStudies } from '@/cms/seed/stories/case-studies';
import { seedCategories } from '@/cms/seed/stories/categories';
import { seedInsights } from '@/cms/seed/stories/insights';
import type { CaseStudyView, InsightArticle } from '@/lib/shared/stories/types';
import { caseStudyView, insightView, type CaseStudySource, type InsightSource } from './views';

/** `next build` renders from the seed: no database is needed (or reachable) then. */
const building = () => process.env.NEXT_PHASE === 'phase-production-build';

/** The published records of a collection through the Local API (drafts in an editor's preview). */
async function published<T>(
  collection: 'insights' | 'case-studies' | 'categories',
  sort: string,
): Promise<T[]> {
  // Imported here, not at the top: loading the config reads the store, which a build must not.
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
    pagination: false,
    overrideAccess: true,
  });
  return docs as T[];
}

function seededInsights(): InsightSource[] {
  return [...seedInsights]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map(({ artwork, category, ...insight }) => ({
      ...insight,
      category: seedCategories.find((candidate) => candidate.slug === category),
      illustration: { artwork },
    }));
}

function seededCaseStudies(): CaseStudySource[] {
  return [...seedCaseStudies].reverse().map(({ artwork, ...study }) => ({
    ...study,
    illustration: { artwork },
  }));
}

/** Every published insight, newest first. */
export async function getInsights(): Promise<InsightArticle[]> {
  const sources = building()
    ? seededInsights()
    : await published<InsightSource>('insights', '-date');
  return sources.map(insightView);
}

export async function getInsight(slug: string): Promise<InsightArticle | undefined> {
  return (await getInsights()).find((insight) => insight.slug === slug);
}

/** Every published case study, newest first. */
export async function getCaseStudies(): Promise<CaseStudyView[]> {
  const sources = building()
    ? seededCaseStudies()
    : await published<CaseStudySource>('case-studies', '-createdAt');
  return sources.map(caseStudyView);
}

export async function getCaseStudy(slug: string): Promise<CaseStudyView | undefined> {
  return (await getCaseStudies()).find((study) => study.slug === slug);
}

/** The published case studies told on one service page. */
export async function caseStudiesFor(serviceSlug: string): Promise<CaseStudyView[]> {
  return (await getCaseStudies()).filter((study) => study.services.includes(serviceSlug));
}
