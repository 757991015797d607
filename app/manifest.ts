import type { MetadataRoute } from 'next';
import { companyColors } from '@/content/brand';
import { getPublishedCompany } from '@/lib/cms/company';

/** Rendered anew at most a minute after the company's facts are published, as the sitemap is. */
export const revalidate = 60;

/** The web app manifest: the company's name and description as published in the CMS. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const company = await getPublishedCompany();
  return {
    name: company.name,
    short_name: company.name.split(' ')[0],
    description: company.description,
    start_url: '/',
    display: 'browser',
    background_color: companyColors.background,
    theme_color: companyColors.ink,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}
