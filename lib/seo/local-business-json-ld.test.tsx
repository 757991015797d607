import { renderToStaticMarkup } from 'react-dom/server';
import { company } from '@/content/company';
import type { Company } from '@/content/company-schema';
import { LocalBusinessJsonLd } from './local-business-json-ld';

/** The ProfessionalService a crawler reads from the contact page. */
function business(facts: Company): Record<string, unknown> {
  const html = renderToStaticMarkup(<LocalBusinessJsonLd company={facts} />);
  const json = html.match(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/s)?.[1];
  return JSON.parse(json!) as Record<string, unknown>;
}

describe('the LocalBusiness opening hours', () => {
  it('are the seeded office hours: Monday to Friday, 09:00 to 18:00', () => {
    expect(business(company).openingHoursSpecification).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '18:00',
    });
  });

  it('are the office hours an editor published', () => {
    const officeHours = { days: ['Monday', 'Saturday'], opens: '10:00', closes: '16:30' } as const;
    expect(business({ ...company, officeHours }).openingHoursSpecification).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Saturday'],
      opens: '10:00',
      closes: '16:30',
    });
  });
});
