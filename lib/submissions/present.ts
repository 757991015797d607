import 'server-only';
import { applicationForm } from '@/content/application';
import { enquiryForm } from '@/content/enquiry';
import { submissionTexts } from '@/content/submissions';
import type { SubmissionResult } from '@/lib/backend/types';
import type { Kind } from './payload';

/** An HTTP answer as stored with the record and replayed for a repeated key. */
export type Outcome = {
  status: number;
  body: { success: boolean; message: string; queued?: boolean; missingFields?: string[] };
};

/** What the visitor is told: the admin API's clear answer, or 'received' (202). */
export function present(kind: Kind, answer: SubmissionResult | 'queued'): Outcome {
  if (answer === 'queued') {
    const message =
      kind === 'enquiry' ? submissionTexts.enquiryReceived : submissionTexts.applicationReceived;
    return { status: 202, body: { success: true, queued: true, message } };
  }
  if (answer.success)
    return {
      status: 200,
      body: { success: true, message: kind === 'enquiry' ? enquiryForm.success : answer.message },
    };
  const message =
    answer.message || (kind === 'enquiry' ? enquiryForm.defaultFailure : applicationForm.failure);
  return { status: 422, body: { success: false, message, missingFields: answer.missingFields } };
}
