import type { MetadataRoute } from 'next';
import { pages } from '@/content/pages';
import { jobSitemapEntries } from '@/lib/jobs/sitemap';
import { absoluteUrl } from '@/lib/site-url';

/** Refreshed every five minutes so closed jobs leave it and new ones join. */
export const revalidate = 300;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const staticEntries = pages.map((page) => ({
    url: absoluteUrl(page.path),
    changeFrequency: page.changeFrequency,
    priority: page.priority,
  }));
  return [...staticEntries, ...(await jobSitemapEntries())];
}
