/**
 * The company's identity: the seed of the CMS's company global (cms/globals/company.ts). The site
 * shows the published global (lib/cms/company.ts); these values stand in while `next build`
 * pre-renders, and stay in what cannot ask the CMS (docs/editing.md lists it: social cards, the
 * manifest, security.txt, mail, the no-JavaScript form pages, job pages). Copy in content/
 * interpolates `company.name` instead of repeating it. next.config.ts checks every value against
 * content/company-schema.ts, so a wrong one stops the build. Its type is the CMS's (content/types.ts
 * Company): a field added to the global must be given a value here.
 */
import { companyColors } from './brand';
import type { Company } from './types';

export const company = {
  name: 'Northstar Consulting',
  legalName: 'Northstar Consulting Private Limited',
  tagline: 'Creating a Better World, One Leader at a Time',
  splashTagline: 'Professional Staffing Solutions',
  mission:
    'To empower organisations to grow, innovate and lead through strategic consulting and innovative solutions.',
  description:
    'A consulting services firm specialising in business applications and solutions, with a client-first practice: staffing and recruitment, business consulting, technology services, training and HR software.',
  phone: '+91 98765 43210',
  email: 'info@northstar-consulting.example',
  careersEmail: 'careers@northstar-consulting.example',
  /** Whom a data principal complains to under India's data-protection law (name or role, and e-mail). */
  grievanceOfficer: {
    name: 'Grievance Officer',
    email: 'grievance@northstar-consulting.example',
  },
  address: {
    street: '4th Floor, Cyber Towers, HITEC City',
    locality: 'Hyderabad',
    region: 'Telangana',
    regionCode: 'IN-TG',
    postalCode: '500081',
    country: 'India',
    countryCode: 'IN',
  },
  geo: { latitude: 17.4504, longitude: 78.3808 },
  social: {
    linkedin: 'https://www.linkedin.com/company/northstar-consulting-example',
    x: 'https://x.com/northstar_example',
    facebook: 'https://www.facebook.com/northstar.consulting.example',
  },
  /** In IST; the site shows them as 'Monday - Friday, 9:00 AM - 6:00 PM IST'. */
  officeHours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
  },
  foundedYear: 2010,
  /** Brand orange and purple, the dark ink of the theme colour, the page background. */
  colors: companyColors,
} as const satisfies Company;
