import { z } from 'zod';
import { acceptedServices } from '@/content/service-names';
import { NAME_PATTERN, nameMessage } from './person-name';
import { phoneNumber, requiredText } from './text-fields';

/** The enquiry form (spec 3 and 5), shared by react-hook-form in the browser and the route handler. */
export const enquirySchema = z.object({
  full_name: requiredText('Full name', 100).regex(NAME_PATTERN, nameMessage('Full name')),
  email: requiredText('Email', 254).pipe(z.email('Please enter a valid email address')),
  phone: phoneNumber('Phone number', 20, 'Please enter a valid phone number'),
  // One of the eight choices, or the service page the form was opened from.
  service: z.enum(acceptedServices, { error: 'Please choose a service' }),
  subject: requiredText('Subject', 150),
  message: requiredText('Message', 5000),
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
