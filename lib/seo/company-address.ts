import 'server-only';
import type { Company } from '@/content/company-schema';

/** The company's postal address, shared by the Organization and LocalBusiness data (next-seo adds its @type). */
export const companyAddress = (address: Company['address']) => ({
  streetAddress: address.street,
  addressLocality: address.locality,
  addressRegion: address.region,
  postalCode: address.postalCode,
  addressCountry: address.countryCode,
});
