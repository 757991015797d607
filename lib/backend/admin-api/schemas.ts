import 'server-only';
import { z } from 'zod';

/**
 * A string from the admin API made valid Unicode: a lone UTF-16 surrogate (JSON's "\ud800" is
 * valid JSON) becomes U+FFFD, so no page fails on it (encodeURIComponent throws on one).
 */
const wellFormed = z.string().transform((value) => value.toWellFormed());

/** Text the admin API may send as a string, number, null or not at all. */
const text = z
  .union([wellFormed, z.number()])
  .nullish()
  .transform((value) =>
    value === null || value === undefined ? null : String(value).trim() || null,
  );

export const rawTestimonialSchema = z.object({
  name: text,
  designation: text,
  profile_image: text,
  message: text,
  created_at: text,
});

/** Call 1. The array must be there; its items are checked one by one in reshape. */
export const testimonialsAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ testimonials: z.array(z.unknown()) }),
});

export const rawJobSchema = z.object({
  id: text,
  title: text,
  description: text,
  location: text,
  employment_type: text,
  work_type: text,
  experience: text,
  education: text,
  required_skills: text,
  requirements: text,
  created_at: text,
  posted_at: text,
  date_posted: text,
  valid_through: text,
  closing_date: text,
  deadline: text,
});

/** Call 3. */
export const jobsAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    jobs: z.array(z.unknown()),
    total: z.coerce.number().int().nonnegative().optional(),
  }),
});

/** Calls 2 and 4: `{success, message, missing_fields?}`. */
export const submissionAnswerSchema = z.object({
  success: z.boolean(),
  message: wellFormed.nullish(),
  missing_fields: z.array(wellFormed).nullish(),
});

export type JobsAnswer = z.infer<typeof jobsAnswerSchema>;
export type SubmissionAnswer = z.infer<typeof submissionAnswerSchema>;
