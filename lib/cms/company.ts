import 'server-only';
import { cache } from 'react';
import { company as seed } from '@/content/company';
import type { Company as CmsCompany } from '@/cms/payload-types';
import { parseCompany, type Company } from '@/content/company-schema';
import { readGlobal } from './global';

/**
 * The `company` global as pages render it: the stored fields (Payload's id, status and dates
 * dropped) with the brand colours, which are the design's and not editable; the seed's facts
 * while `next build` pre-renders (lib/cms/global.ts reads no global then).
 */
export function companyFromCms(doc: CmsCompany | null | undefined): Company {
  if (!doc || doc._status !== 'published') return seed;
  return parseCompany({ ...doc, colors: seed.colors });
}

/**
 * The company's facts for one render (read once however many components ask): the published
 * global, or its latest draft while a logged-in editor previews. While `next build` pre-renders,
 * the seed (content/company.ts) stands in, so the build needs no database.
 */
export const getCompany = cache(async (): Promise<Company> => {
  const doc = await readGlobal('company');
  // A draft read answers the latest version, published or not: the preview shows it either way.
  return companyFromCms(doc && { ...doc, _status: 'published' as const });
});
