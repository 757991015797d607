import { trimEnd } from '@/lib/shared/trim';

const PREVIEW_LENGTH = 100;
export const NOT_SPECIFIED = 'Not specified';

/** The card's description: at most 100 characters, cut after a whole word, and an ellipsis when cut. */
export function descriptionPreview(description: string): string {
  return cutAtWord(description, PREVIEW_LENGTH + 1);
}

/** At most `max` characters, ending at a whole word and '…' when shortened. */
export function cutAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1); // one character is left for the ellipsis
  const endsAtWord = clean[max - 1] === ' ';
  const lastSpace = room.lastIndexOf(' ');
  // A single word longer than half the room is cut inside rather than leaving almost nothing.
  const words = endsAtWord || lastSpace < max / 2 ? room : room.slice(0, lastSpace);
  return `${trimEnd(words, /[\s,;:.(–-]/)}…`;
}

export function orNotSpecified(value: string | null | undefined): string {
  return value?.trim() || NOT_SPECIFIED;
}

type GoogleEmploymentType =
  | 'FULL_TIME'
  | 'PART_TIME'
  | 'CONTRACTOR'
  | 'TEMPORARY'
  | 'INTERN'
  | 'VOLUNTEER'
  | 'PER_DIEM'
  | 'OTHER';

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

/** '5-8 years' → 60 months: the least experience asked for, when the text states one. */
export function minimumExperienceMonths(experience: string | null): number | undefined {
  const match = experience?.match(/(?<![\d.])(\d+(?:\.\d+)?)\s*(?:[+\-–]|to|years?|yrs?)/i);
  return match ? Math.round(Number(match[1]) * 12) : undefined;
}
