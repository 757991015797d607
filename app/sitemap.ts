import type { MetadataRoute } from 'next';
import { pages } from '@/content/pages';
import { storySitemapEntries } from '@/lib/cms/stories/sitemap';
import { jobSitemapEntries } from '@/lib/jobs/sitemap';
import { absoluteUrl } from '@/lib/site-url';

/** Expired by /api/jobs/refresh when the open jobs change; refreshed every minute besides. */
export const revalidate = 60;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const staticEntries = pages.map((page) => ({
    url: absoluteUrl(page.path),
    changeFrequency: page.changeFrequency,
    priority: page.priority,
  }));
  return [...staticEntries, ...(await storySitemapEntries()), ...(await jobSitemapEntries())];
}
