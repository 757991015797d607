import type { Job, JobsPage, SubmissionResult, Testimonial } from '../types';
import { rawJobSchema, rawTestimonialSchema, type JobsAnswer, type SubmissionAnswer } from './schemas';

export const ENQUIRY_FAILED = 'Failed to submit form';
export const APPLICATION_FAILED = 'Failed to submit application';

const LOCAL_ADMIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(?=\/|$)/i;

/**
 * Spec 3: a local admin address prefix is rewritten to the public admin origin; a relative
 * path is resolved against it. With no public origin (embedded store), paths stay site-relative.
 */
export function photoUrl(value: string | null, publicOrigin: string | null): string | null {
  if (!value) return null;
  if (!publicOrigin) return value.startsWith('/') || /^https:\/\//.test(value) ? value : null;
  const origin = new URL(publicOrigin).origin;
  if (LOCAL_ADMIN.test(value)) return value.replace(LOCAL_ADMIN, origin);
  if (/^https?:\/\//i.test(value)) return value;
  return new URL(value, `${origin}/`).toString();
}

/** Items without a name or a message cannot be shown and are skipped. */
export function reshapeTestimonials(items: unknown[], publicOrigin: string | null): Testimonial[] {
  return items.flatMap((item) => {
    const parsed = rawTestimonialSchema.safeParse(item);
    if (!parsed.success || !parsed.data.name || !parsed.data.message) return [];
    const raw = parsed.data;
    return [
      {
        name: raw.name!,
        designation: raw.designation ?? '',
        photoUrl: photoUrl(raw.profile_image, publicOrigin),
        quote: raw.message!,
        createdAt: raw.created_at ?? '',
        rating: 5,
        category: 'General',
        industry: 'Business',
      } satisfies Testimonial,
    ];
  });
}

const splitList = (value: string | null, separator: RegExp) =>
  (value ?? '').split(separator).map((part) => part.trim()).filter(Boolean);

/** Raw jobs the site can show (id and title present), with the admin's own date if any. */
export function parseJobs(items: unknown[]) {
  return items.flatMap((item) => {
    const parsed = rawJobSchema.safeParse(item);
    return parsed.success && parsed.data.id && parsed.data.title ? [parsed.data] : [];
  });
}

export function adminDate(raw: ReturnType<typeof parseJobs>[number]): string | null {
  const value = (raw.created_at ?? raw.posted_at ?? raw.date_posted)?.replace(' ', 'T');
  return value && !Number.isNaN(Date.parse(value)) ? value : null;
}

export function reshapeJob(raw: ReturnType<typeof parseJobs>[number], firstSeen: string | null): Job {
  return {
    id: raw.id!,
    title: raw.title!,
    description: raw.description ?? '',
    location: raw.location,
    employmentType: raw.employment_type,
    workType: raw.work_type,
    experience: raw.experience,
    education: raw.education,
    requiredSkills: splitList(raw.required_skills, /,/),
    requirements: splitList(raw.requirements, /\r?\n/),
    postedAt: adminDate(raw) ?? firstSeen,
  };
}

export function reshapeSubmission(answer: SubmissionAnswer, fallback: string): SubmissionResult {
  if (answer.success) return { success: true, message: answer.message?.trim() || 'Submitted' };
  return {
    success: false,
    message: answer.message?.trim() || fallback,
    missingFields: answer.missing_fields ?? [],
  };
}

/** One page of the jobs answer; `firstSeen` dates the jobs the admin API sent without a date. */
export async function reshapeJobsPage(
  { jobs: items, total }: JobsAnswer['data'],
  firstSeen: (ids: string[]) => Promise<Map<string, string>>,
): Promise<JobsPage> {
  const raws = parseJobs(items);
  const undated = raws.filter((raw) => !adminDate(raw)).map((raw) => raw.id!);
  const seen = undated.length ? await firstSeen(undated) : new Map<string, string>();
  return {
    jobs: raws.map((raw) => reshapeJob(raw, seen.get(raw.id!) ?? null)),
    received: items.length,
    total: total ?? null,
  };
}
