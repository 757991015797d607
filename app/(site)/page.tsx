import type { Metadata } from 'next';
import { SideDots } from '@/components/side-dots';
import { TestimonialsBlock } from '@/components/testimonials/testimonials-block';
import { getCompany } from '@/lib/cms/company';
import { getOwnPage } from '@/lib/cms/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { SiteJsonLd } from '@/lib/seo/site-json-ld';
import { HomeSections } from './_components/home-sections';

/** Testimonials come from the admin API: the page is pre-rendered and refreshed every 5 minutes. */
export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const [page, company] = await Promise.all([getOwnPage('/'), getCompany()]);
  return {
    ...(await pageMetadata(page)),
    other: {
      'geo.region': company.address.regionCode,
      'geo.placename': company.address.locality,
      'geo.position': `${company.geo.latitude};${company.geo.longitude}`,
      ICBM: `${company.geo.latitude}, ${company.geo.longitude}`,
    },
  };
}

export default async function HomePage() {
  const [page, company] = await Promise.all([getOwnPage('/'), getCompany()]);
  return (
    <>
      <SiteJsonLd company={company} />
      <SideDots sections={page.sections} />
      <HomeSections
        sections={page.blocks ?? []}
        ctaFormat={page.ctaFormat}
        // No Suspense boundary: the page is pre-rendered with the testimonials already in it;
        // a fallback would be streamed into the static HTML and stay visible without JavaScript.
        carousel={<TestimonialsBlock />}
      />
    </>
  );
}
