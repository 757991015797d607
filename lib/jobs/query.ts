import 'server-only';
import { z } from 'zod';
import type { JobSearch } from '@/lib/shared/jobs/search';

const text = (label: string) =>
  z
    .string()
    .trim()
    .max(100, { error: `${label} must be at most 100 characters`, abort: true })
    .transform((value) => value || undefined)
    .optional();

const jobSearchSchema = z.object({
  q: text('Search'),
  location: text('Location'),
  type: text('Type'),
  page: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, 'Page must be a whole number from 1')
    .transform(Number)
    .refine((page) => page >= 1, 'Page must be a whole number from 1')
    .optional(),
});

type Raw = Record<string, string | string[] | undefined>;

function firstValues(raw: Raw): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
}

/** Reads ?q=&location=&type=&page= strictly: the API answers 400 with the message. */
export function parseJobSearch(
  raw: Raw,
): { ok: true; search: JobSearch } | { ok: false; message: string } {
  const parsed = jobSearchSchema.safeParse(firstValues(raw));
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join('; ') };
  return { ok: true, search: { ...parsed.data, page: parsed.data.page ?? 1 } };
}

/** Reads the page's search params leniently: a bad value falls back to no filter, page 1. */
export function readJobSearch(raw: Raw): JobSearch {
  const values = firstValues(raw);
  const search: JobSearch = { page: 1 };
  for (const key of ['q', 'location', 'type', 'page'] as const) {
    const one = jobSearchSchema.shape[key].safeParse(values[key]);
    if (one.success && one.data !== undefined) Object.assign(search, { [key]: one.data });
  }
  return search;
}

export { jobSearchQuery } from '@/lib/shared/jobs/query-string';
