import type { PostalAddress } from 'schema-dts';
import { company } from '@/content/company';

/** The company's address as schema.org PostalAddress, shared by Organization and LocalBusiness. */
export const companyAddress: PostalAddress = {
  '@type': 'PostalAddress',
  streetAddress: company.address.street,
  addressLocality: company.address.locality,
  addressRegion: company.address.region,
  postalCode: company.address.postalCode,
  addressCountry: company.address.countryCode,
};
