// Kept apart from content/enquiry.ts: only the validating form and the server read these, so
// the contact page's plain first-load form does not carry them.
import { enquiryServices } from './enquiry';

/**
 * The service pages' names (each page's `enquiryName`). An enquiry opened from a service page
 * names that service, so the form also accepts these. A plain list, not the catalogue: the
 * form's browser code reads it.
 * Test seam: the services test checks every name has a page.
 */
export const servicePageNames = [
  'Permanent Staffing',
  'Contract Staffing',
  'IT Staffing',
  'Executive Search',
  'Payroll Services',
  'Localization Staffing',
  'Application Development',
  'Application Support',
  'Internet of Things',
  'Digital Marketing',
  'Artificial Intelligence',
  'Robotic Process Automation',
  'Business Excellence',
] as const;

export type ServicePageName = (typeof servicePageNames)[number];

/** Every service an enquiry may name. */
export const acceptedServices = [...enquiryServices, ...servicePageNames] as const;

type AcceptedService = (typeof acceptedServices)[number];

export const isAcceptedService = (value: unknown): value is AcceptedService =>
  (acceptedServices as readonly unknown[]).includes(value);

/** The select's choices: the eight, preceded by the service page the form was opened for, if any. */
export function serviceChoices(named?: string): readonly string[] {
  const isPage = (servicePageNames as readonly string[]).includes(named ?? '');
  return isPage ? [named!, ...enquiryServices] : enquiryServices;
}
