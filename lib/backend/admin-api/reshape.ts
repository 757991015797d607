import 'server-only';
import { DEFAULT_ADMIN_TIMEZONE } from '@/lib/shared/jobs/admin-timezone';
import { adminTimeToIso, closingTimeToIso, toZonedIso } from '@/lib/shared/jobs/zoned-time';
import type { Job } from '@/lib/shared/domain/job';
import type { Testimonial } from '@/lib/shared/domain/testimonial';
import { adminPhotoPath } from '@/lib/photos/photo-path';
import type { JobsPage, SubmissionResult } from '../types';
import {
  rawJobSchema,
  rawTestimonialSchema,
  type JobsAnswer,
  type SubmissionAnswer,
} from './schemas';

export const ENQUIRY_FAILED = 'Failed to submit form';
export const APPLICATION_FAILED = 'Failed to submit application';

const LOCAL_ADMIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(?=\/|$)/i;
/** A path on this site: one leading slash, not two (that would be another host). */
const SITE_PATH = /^\/(?!\/)/;

function parseUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/**
 * A local admin address prefix is rewritten to the public admin origin; a relative
 * path is resolved against it, and a photo on the admin host is served through our own route
 * (adminPhotoPath), so any admin host configured at run time works. With no public origin
 * (embedded store), paths stay site-relative. Anything else (another host, javascript:, data:)
 * is null, which the card shows as the placeholder: neither the image optimiser nor the CSP
 * would fetch it.
 */
export function photoUrl(value: string | null, publicOrigin: string | null): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (!publicOrigin) return SITE_PATH.test(trimmed) ? trimmed : null;
  const origin = new URL(publicOrigin).origin;
  const url = parseUrl(trimmed.replace(LOCAL_ADMIN, origin), `${origin}/`);
  return url?.origin === origin ? adminPhotoPath(url) : null;
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
  (value ?? '')
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);

/** Raw jobs the site can show (id and title present), with the admin's own date if any. Test seam. */
export function parseJobs(items: unknown[]) {
  return items.flatMap((item) => {
    const parsed = rawJobSchema.safeParse(item);
    return parsed.success && parsed.data.id && parsed.data.title ? [parsed.data] : [];
  });
}

type RawJob = ReturnType<typeof parseJobs>[number];

/** The admin's own posting time, read in the company's zone; null when it sent none we can read. */
function adminPostedAt(raw: RawJob, timeZone: string): string | null {
  return adminTimeToIso(raw.created_at ?? raw.posted_at ?? raw.date_posted, timeZone);
}

/**
 * One job as the site shows it. `firstSeen` (an ISO instant from the store) dates a job the
 * admin sent without a date; every time is written in `timeZone` with its offset.
 * Test seam.
 */
export function reshapeJob(
  raw: RawJob,
  firstSeen: string | null,
  timeZone = DEFAULT_ADMIN_TIMEZONE,
): Job {
  const seen = firstSeen === null ? NaN : Date.parse(firstSeen);
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
    postedAt:
      adminPostedAt(raw, timeZone) ?? (Number.isNaN(seen) ? null : toZonedIso(seen, timeZone)),
    closesAt: closingTimeToIso(raw.valid_through ?? raw.closing_date ?? raw.deadline, timeZone),
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
  timeZone = DEFAULT_ADMIN_TIMEZONE,
): Promise<JobsPage> {
  const raws = parseJobs(items);
  const undated = raws.filter((raw) => !adminPostedAt(raw, timeZone)).map((raw) => raw.id!);
  const seen = undated.length ? await firstSeen(undated) : new Map<string, string>();
  return {
    jobs: raws.map((raw) => reshapeJob(raw, seen.get(raw.id!) ?? null, timeZone)),
    received: items.length,
    total: total ?? null,
  };
}
