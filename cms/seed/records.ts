import { company } from '../../content/company';
import { staticPages } from '../../content/pages';
import { cookiesPolicy } from '../../content/policies/cookies';
import { privacyPolicy } from '../../content/policies/privacy';
import { termsOfService } from '../../content/policies/terms';
import { servicePages } from '../../content/services';
import type { PolicyPage } from '../../content/types';

/** The policies by slug: /privacy, /terms and /cookies-policy. */
export const seedPolicies: Readonly<Record<string, PolicyPage>> = {
  privacy: privacyPolicy,
  terms: termsOfService,
  cookies: cookiesPolicy,
};

/** The page records kept in the pages collection: service and product pages have their own. */
export const seedPages = staticPages;

export const seedServices = servicePages;

/** The company's facts without the brand colours (the design's, not editable). */
export function seedCompany() {
  return Object.fromEntries(Object.entries(company).filter(([key]) => key !== 'colors')) as Omit<
    typeof company,
    'colors'
  >;
}
