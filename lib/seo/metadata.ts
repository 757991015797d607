import type { Metadata } from 'next';
import { company } from '@/content/company';
import type { PageRecord } from '@/content/pages';

/** Full metadata of one page from its record: title, description, canonical, social cards, robots. */
export function pageMetadata(page: Pick<PageRecord, 'path' | 'title' | 'description' | 'absoluteTitle'>): Metadata {
  const socialTitle = page.absoluteTitle ?? `${page.title} | ${company.name}`;
  return {
    title: page.absoluteTitle ? { absolute: page.absoluteTitle } : page.title,
    description: page.description,
    alternates: { canonical: page.path },
    openGraph: {
      type: 'website',
      locale: 'en_IN',
      siteName: company.name,
      url: page.path,
      title: socialTitle,
      description: page.description,
    },
    twitter: { card: 'summary_large_image', title: socialTitle, description: page.description },
    robots: { index: true, follow: true },
  };
}
