import 'server-only';
import { cache } from 'react';
import { companyColors } from '@/content/brand';
import type { Company as CmsCompany } from '@/cms/payload-types';
import { parseCompany, type Company } from '@/content/company-schema';
import { readGlobal } from './global';

/**
 * The `company` global as pages render it: the stored fields (Payload's id, status and dates
 * dropped) with the brand colours, which are the design's and not editable.
 */
export const companyFromCms = (doc: CmsCompany): Company =>
  parseCompany({ ...doc, colors: companyColors });

/**
 * The company's facts for one render (read once however many components ask): the published
 * global, or its latest draft while a logged-in editor previews.
 */
export const getCompany = cache(async (): Promise<Company> =>
  companyFromCms(await readGlobal('company')),
);

/** The published company's facts, for documents no editor previews (security.txt, the manifest). */
export const getPublishedCompany = async (): Promise<Company> =>
  companyFromCms(await readGlobal('company', { preview: false }));
