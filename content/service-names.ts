// Kept apart from content/enquiry.ts: only the validating form and the server read these, so
// the contact page's plain first-load form does not carry them.
import { enquiryServices } from './enquiry';

/** The longest service name an enquiry may carry (a service's `enquiryName` in the CMS). */
export const SERVICE_NAME_MAX = 60;

/**
 * Whether a value can name an enquiry's service: one of the eight choices, or a service page's
 * name (its `enquiryName`, which editors write). Which service pages exist is the server's to
 * check (app/api/enquiries reads the published services); the browser only bounds the text.
 */
export const isAcceptedService = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= SERVICE_NAME_MAX;

/** The select's choices: the eight, preceded by the service page the form was opened for, if any. */
export function serviceChoices(named?: string): readonly string[] {
  const general: readonly string[] = enquiryServices;
  return isAcceptedService(named) && !general.includes(named) ? [named, ...general] : general;
}
