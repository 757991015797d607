import 'server-only';
import type { Company } from '@/content/company-schema';
import { absoluteUrl } from '@/lib/site-url';
import { companyAddress } from './company-address';
import { JsonLd } from './json-ld-script';
import { organizationData } from './structured-data';

/**
 * Organization and WebSite structured data, on the home page: where search engines look for
 * them. On every page they would weigh on each document twice (its HTML and its RSC payload).
 */
export function SiteJsonLd({ company }: { company: Company }) {
  return (
    <>
      <JsonLd
        data={organizationData({
          name: company.name,
          legalName: company.legalName,
          url: absoluteUrl('/'),
          logo: absoluteUrl('/images/brand/logo-512.png'),
          description: company.description,
          email: company.email,
          telephone: company.phone,
          foundingDate: String(company.foundedYear),
          sameAs: Object.values(company.social),
          address: companyAddress(company.address),
          contactPoint: [
            { telephone: company.phone, email: company.email, contactType: 'customer service' },
          ],
        })}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: company.name,
          url: absoluteUrl('/'),
          inLanguage: 'en-IN',
        }}
      />
    </>
  );
}
