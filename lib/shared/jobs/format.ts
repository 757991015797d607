import type { Job } from '@/lib/shared/domain/job';

export const PREVIEW_LENGTH = 100;
export const NOT_SPECIFIED = 'Not specified';

/** The card's description: the first 100 characters and an ellipsis when cut (spec 2.10). */
export function descriptionPreview(description: string): string {
  const text = description.trim();
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH).trimEnd()}...` : text;
}

export function orNotSpecified(value: string | null | undefined): string {
  return value?.trim() || NOT_SPECIFIED;
}

export type GoogleEmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'VOLUNTEER' | 'PER_DIEM' | 'OTHER';

const employmentTypeRules: [RegExp, GoogleEmploymentType][] = [
  [/intern|trainee|apprentice/, 'INTERN'],
  [/part/, 'PART_TIME'],
  [/contract|freelance|consult/, 'CONTRACTOR'],
  [/temp|seasonal|fixed.?term/, 'TEMPORARY'],
  [/volunteer/, 'VOLUNTEER'],
  [/per.?diem|daily/, 'PER_DIEM'],
  [/full|permanent|regular/, 'FULL_TIME'],
];

/** The admin API's free-text employment type as one of Google's JobPosting values. */
export function googleEmploymentType(value: string | null): GoogleEmploymentType | undefined {
  if (!value?.trim()) return undefined;
  const text = value.toLowerCase();
  return employmentTypeRules.find(([pattern]) => pattern.test(text))?.[1] ?? 'OTHER';
}

const REMOTE = /^remote\b/i;

/**
 * Remote jobs are telecommute postings for Google: work type 'Remote' (any case), a location
 * that starts with 'Remote' ('Remote - India'), or no location at all (shown as 'Remote').
 */
export function isRemote(job: Pick<Job, 'location' | 'workType'>): boolean {
  const location = job.location?.trim() ?? '';
  return !location || REMOTE.test(location) || REMOTE.test(job.workType?.trim() ?? '');
}

/** '5-8 years' → 60 months: the least experience asked for, when the text states one. */
export function minimumExperienceMonths(experience: string | null): number | undefined {
  const match = experience?.match(/(\d+(?:\.\d+)?)\s*(?:\+|-|–|to|years?|yrs?)/i);
  return match ? Math.round(Number(match[1]) * 12) : undefined;
}
