import 'server-only';
import { company } from '@/content/company';

/** The company's postal address, shared by the Organization and LocalBusiness data (next-seo adds its @type). */
export const companyAddress = {
  streetAddress: company.address.street,
  addressLocality: company.address.locality,
  addressRegion: company.address.region,
  postalCode: company.address.postalCode,
  addressCountry: company.address.countryCode,
};
