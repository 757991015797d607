import 'server-only';
import type { Company } from '@/content/company-schema';
import { absoluteUrl } from '@/lib/site-url';
import { companyAddress } from './company-address';
import { JsonLd } from './json-ld-script';
import { localBusinessData } from './structured-data';

/** The company's office as a ProfessionalService (a LocalBusiness), on the contact page. */
export function LocalBusinessJsonLd({ company }: { company: Company }) {
  return (
    <JsonLd
      data={localBusinessData({
        type: 'ProfessionalService',
        name: company.name,
        url: absoluteUrl('/contact'),
        telephone: company.phone,
        email: company.email,
        description: company.description,
        address: companyAddress(company.address),
        geo: { latitude: company.geo.latitude, longitude: company.geo.longitude },
        // The company global's office hours (in IST, the office's own time).
        openingHoursSpecification: {
          dayOfWeek: [...company.officeHours.days],
          opens: company.officeHours.opens,
          closes: company.officeHours.closes,
        },
        sameAs: Object.values(company.social),
      })}
    />
  );
}
