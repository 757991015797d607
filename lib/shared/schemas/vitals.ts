// The beacon a visitor's browser sends to POST /api/vitals. Only the server parses it (the
// browser imports the type), so classic zod costs the visitor nothing.
import { z } from 'zod';
import { pages } from '@/content/pages';
import { VITAL_METRICS, type VitalMetric } from '@/lib/shared/vitals/histogram.mjs';

/** The largest beacon the route reads; a real one is a few hundred bytes. */
export const VITALS_MAX_BYTES = 2048;

const knownPaths = new Set(pages.map((page) => page.path));
/** A job page's path, as lib/jobs/slug.ts writes it. */
const JOB_PATH = /^\/careers\/[a-z0-9-]{1,150}-\d{1,12}$/;

/** The site's own pages only: anything else would let a client fill the store with rows. */
const page = z
  .string()
  .max(200)
  .refine((path) => knownPaths.has(path) || JOB_PATH.test(path), 'not a page of this site');

/** An element as a short CSS-like path, e.g. 'main>section>p.lead' (never text or values). */
const element = z.string().trim().min(1).max(200);

/** Ceiling per metric: a larger value is not a measurement (ms; CLS has no unit). */
const MAX_VALUE: Record<VitalMetric, number> = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 50,
  FCP: 120_000,
  TTFB: 120_000,
};

export const vitalsBeaconSchema = z
  .strictObject({
    name: z.enum(VITAL_METRICS as [VitalMetric, ...VitalMetric[]]),
    value: z.number().nonnegative(),
    rating: z.enum(['good', 'needs-improvement', 'poor']),
    /** web-vitals' id of this page view's metric; not stored. */
    id: z.string().max(100),
    navigationType: z.enum([
      'navigate',
      'reload',
      'back-forward',
      'back-forward-cache',
      'prerender',
      'restore',
      'soft-navigation',
    ]),
    page,
    attribution: z
      .strictObject({ element: element.optional(), target: element.optional() })
      .optional(),
  })
  .refine((beacon) => beacon.value <= MAX_VALUE[beacon.name], {
    path: ['value'],
    message: 'out of range for the metric',
  });

export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;
