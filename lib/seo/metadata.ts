import 'server-only';
import type { Metadata } from 'next';
import { getCompany } from '@/lib/cms/company';
import type { PageRecord } from '@/content/pages';
import { socialImages } from './social-image';

/**
 * Full metadata of one page from its record: title, description, canonical, social cards with the
 * page's own image (the editor's social image, else its generated card), robots. The company's
 * name is the CMS's (lib/cms/company.ts).
 */
export async function pageMetadata(
  page: Pick<PageRecord, 'path' | 'title' | 'description' | 'absoluteTitle' | 'socialImage'>,
): Promise<Metadata> {
  const company = await getCompany();
  const socialTitle = page.absoluteTitle ?? `${page.title} | ${company.name}`;
  // A page's openGraph replaces the layout's whole object, images included: each page names its own.
  const images = socialImages(page.path, socialTitle, page.socialImage);
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
      ...images.openGraph,
    },
    // X reads og:image (and og:title, og:description) where its own tags are missing
    // (developer.x.com/cards/markup): the image's five tags are not sent twice. Next still
    // copies the title and description into twitter:* and offers no way to stop it.
    twitter: images.twitter,
    robots: { index: true, follow: true },
  };
}
