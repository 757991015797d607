import { z } from 'zod';
import { enquiryForm } from '@/content/enquiry';
import { SERVICE_NAME_MAX } from '@/content/service-names';
import { fieldErrors as fieldErrorsOf } from './field-errors';
import { NAME_PATTERN, nameMessage } from './person-name';
import { emailAddress } from './email';
import { phoneNumber, requiredText } from './text-fields';

/** The enquiry form, shared by react-hook-form in the browser and the route handler. */
const { messageNames: names, messages } = enquiryForm;

export const enquirySchema = z.object({
  full_name: requiredText(names.full_name, 100).regex(NAME_PATTERN, nameMessage(names.full_name)),
  email: emailAddress(names.email, messages.email),
  phone: phoneNumber(names.phone, 20, messages.phone),
  // One of the eight choices, or the service page the form was opened from: the enquiry route
  // checks the name against the published services.
  service: z
    .string({ error: messages.service })
    .trim()
    .min(1, { error: messages.service })
    .max(SERVICE_NAME_MAX, { error: messages.service }),
  subject: requiredText(names.subject, 150),
  message: requiredText(names.message, 5000),
});

export type EnquiryValues = z.infer<typeof enquirySchema>;
export type EnquiryField = keyof EnquiryValues;
export const enquiryFields = Object.keys(enquirySchema.shape) as EnquiryField[];

/** Field errors keyed by field name, first message each. */
export const fieldErrors = (error: z.core.$ZodError) => fieldErrorsOf<EnquiryField>(error);
