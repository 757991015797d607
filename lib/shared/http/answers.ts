// The forms and the job search import only this module's types; the schemas are for the route
// tests (contract checks), so none of it reaches the browser.
import { z } from 'zod';
import type { Job } from '@/lib/shared/domain/job';

/** What every route handler answers when it refuses or fails: one shape for all of them. */
const errorAnswerSchema = z.strictObject({
  success: z.literal(false),
  message: z.string(),
  /** Messages by form field name, for the fields the visitor has to correct. */
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

/** An application's receipt: its reference, the job, when it was stored, and its status page. */
const receiptSchema = z.strictObject({
  reference: z.string(),
  jobTitle: z.string(),
  /** ISO 8601. */
  submittedAt: z.string(),
  /** `/careers/applications/<reference>?token=…`, on this site. */
  statusPath: z.string(),
});

/** POST /api/enquiries and /api/applications: accepted (delivered, or kept and `queued`), or refused. */
export const submissionAnswerSchema = z.union([
  z.strictObject({
    success: z.literal(true),
    message: z.string(),
    queued: z.boolean().optional(),
    receipt: receiptSchema.optional(),
  }),
  errorAnswerSchema,
]);

/** GET /api/jobs: one page of matches over every open job, or the error. */
export const jobsAnswerSchema = z.union([
  z.strictObject({
    success: z.literal(true),
    jobs: z.array(z.custom<Job>()),
    total: z.number(),
    page: z.number(),
    locations: z.array(z.string()),
    types: z.array(z.string()),
  }),
  errorAnswerSchema,
]);

/** GET /api/outbox/drain: how many due records it tried to deliver and how many it purged, or the refusal. Test seam. */
export const drainAnswerSchema = z.union([
  z.strictObject({ success: z.literal(true), tried: z.number(), purged: z.number() }),
  errorAnswerSchema,
]);

/** What a form's no-JavaScript answer page is made from. */
export type FormAnswer = {
  answer: SubmissionAnswer;
  /** What the visitor posted, given back in the form on failure. */
  values: Record<string, string>;
  /** A fresh Idempotency-Key for the form given back: the posted one may already be used. */
  nextKey: string;
};

export type SubmissionAnswer = z.infer<typeof submissionAnswerSchema>;
export type Receipt = z.infer<typeof receiptSchema>;
export type JobsAnswer = z.infer<typeof jobsAnswerSchema>;
export type DrainAnswer = z.infer<typeof drainAnswerSchema>;

/**
 * A submission outcome as an answer: fields the admin API reported missing become field errors
 * with `requiredMessage(field)`, next to the ones our own validation found.
 */
export function submissionAnswer(
  body: {
    success: boolean;
    message: string;
    queued?: boolean;
    missingFields?: string[];
    fieldErrors?: Record<string, string>;
    receipt?: Receipt;
  },
  requiredMessage: (field: string) => string,
): SubmissionAnswer {
  if (body.success)
    return {
      success: true,
      message: body.message,
      ...(body.queued !== undefined && { queued: body.queued }),
      ...(body.receipt && { receipt: body.receipt }),
    };
  const fieldErrors = {
    ...Object.fromEntries(
      (body.missingFields ?? []).map((field) => [field, requiredMessage(field)]),
    ),
    ...body.fieldErrors,
  };
  return {
    success: false,
    message: body.message,
    ...(Object.keys(fieldErrors).length && { fieldErrors }),
  };
}
