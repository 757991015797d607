import 'server-only';
import { getCompany } from '@/lib/cms/company';
import type { ServicePage } from '@/content/types';
import { absoluteUrl } from '@/lib/site-url';
import { JsonLd } from './json-ld-script';

/** schema.org Service for one service page, provided by the company and offered across India. */
export async function ServiceJsonLd({
  service,
  categoryName,
}: {
  service: ServicePage;
  categoryName?: string;
}) {
  const company = await getCompany();
  const url = absoluteUrl(`/services/${service.slug}`);
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: service.title,
        description: service.metaDescription,
        serviceType: service.enquiryName,
        ...(categoryName ? { category: categoryName } : {}),
        url,
        areaServed: { '@type': 'Country', name: company.address.country },
        provider: { '@type': 'Organization', name: company.name, url: absoluteUrl('/') },
      }}
    />
  );
}
