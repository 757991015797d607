import { JsonLdScript, OrganizationJsonLd } from 'next-seo';
import { company } from '@/content/company';
import { absoluteUrl } from '@/lib/site-url';

/** Organization and WebSite structured data, on every page. */
export function SiteJsonLd() {
  return (
    <>
      <OrganizationJsonLd
        name={company.name}
        legalName={company.legalName}
        url={absoluteUrl('/')}
        logo={absoluteUrl('/images/brand/logo-512.png')}
        description={company.description}
        email={company.email}
        telephone={company.phone}
        foundingDate={String(company.foundedYear)}
        sameAs={Object.values(company.social)}
        address={{
          streetAddress: company.address.street,
          addressLocality: company.address.locality,
          addressRegion: company.address.region,
          postalCode: company.address.postalCode,
          addressCountry: company.address.countryCode,
        }}
        contactPoint={[{ telephone: company.phone, email: company.email, contactType: 'customer service' }]}
      />
      <JsonLdScript
        scriptKey="website"
        data={{ '@context': 'https://schema.org', '@type': 'WebSite', name: company.name, url: absoluteUrl('/'), inLanguage: 'en-IN' }}
      />
    </>
  );
}
