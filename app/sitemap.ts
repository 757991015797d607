import type { MetadataRoute } from 'next';
import { listPages } from '@/lib/cms/content';
import { storySitemapEntries } from '@/lib/cms/stories/sitemap';
import { jobSitemapEntries } from '@/lib/jobs/sitemap';
import { isInternalPath } from '@/lib/shared/internal-path';
import { absoluteUrl } from '@/lib/site-url';

/** Expired by /api/jobs/refresh when the open jobs change; refreshed every minute besides. */
export const revalidate = 60;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // While the CMS cannot be read the sitemap fails (logged and alerted) and keeps its last version.
  const records = await listPages();
  // A path that is not this site's (a store from before the CMS checked them) is left out.
  const staticEntries = records
    .filter((page) => isInternalPath(page.path))
    .map((page) => ({
      url: absoluteUrl(page.path),
      changeFrequency: page.changeFrequency,
      priority: page.priority,
    }));
  return [...staticEntries, ...(await storySitemapEntries()), ...(await jobSitemapEntries())];
}
