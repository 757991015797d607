// zod/mini: the same validation as classic zod, tree-shaken to what the form uses, because this
// schema also runs in the browser (classic zod would add ~30 KB gzip to the contact page).
import * as z from 'zod/mini';
import { acceptedServices } from '@/content/service-names';
import { NAME_PATTERN, nameMessage } from './person-name';

const required = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).check(
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.maxLength(max, `${label} must be at most ${max} characters`),
  );

/** The enquiry form (spec 3 and 5), shared by react-hook-form in the browser and the route handler. */
export const enquirySchema = z.object({
  full_name: required('Full name', 100).check(z.regex(NAME_PATTERN, nameMessage('Full name'))),
  email: z.pipe(required('Email', 254), z.email('Please enter a valid email address')),
  phone: required('Phone number', 20).check(z.regex(/^\+?[\d\s-]{10,}$/, 'Please enter a valid phone number')),
  // One of the eight choices, or the service page the form was opened from.
  service: z.enum(acceptedServices, { error: 'Please choose a service' }),
  subject: required('Subject', 150),
  message: required('Message', 5000),
});

export type EnquiryValues = z.infer<typeof enquirySchema>;
export type EnquiryField = keyof EnquiryValues;
export const enquiryFields = Object.keys(enquirySchema.shape) as EnquiryField[];

/** Field errors keyed by field name, first message each. */
export function fieldErrors(error: z.core.$ZodError): Partial<Record<EnquiryField, string>> {
  const errors: Partial<Record<EnquiryField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as EnquiryField;
    errors[field] ??= issue.message;
  }
  return errors;
}
