import { z } from 'zod';
import { dataRequestPage, dataRequestTypes, type DataRequestType } from '@/content/data-protection';
import { NAME_PATTERN, nameMessage } from './person-name';
import { emailAddress } from './email';
import { atMost, requiredText } from './text-fields';

const { labels, messages } = dataRequestPage;
const types = Object.keys(dataRequestTypes) as [DataRequestType, ...DataRequestType[]];

/** A data principal's request (access, correction, erasure, withdrawing talent-pool consent). */
export const dataRequestSchema = z.object({
  full_name: requiredText(labels.full_name, 100).regex(NAME_PATTERN, nameMessage(labels.full_name)),
  email: emailAddress(labels.email, messages.email),
  request_type: z.enum(types, { error: messages.requestType }),
  details: atMost(labels.details, 5000).optional().default(''),
});

export type DataRequest = z.output<typeof dataRequestSchema>;
export type DataRequestField = keyof typeof labels;
export const dataRequestFields = Object.keys(labels) as DataRequestField[];
