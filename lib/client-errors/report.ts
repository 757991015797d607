import 'server-only';
import { z } from 'zod';

/** Bodies above this are refused before parsing: a report is a few hundred bytes. */
export const REPORT_MAX_BYTES = 4 * 1024;

/**
 * Removes what could identify a visitor from an error message: e-mail addresses, phone and
 * other long numbers, and query strings of URLs.
 */
function scrub(text: string): string {
  return text
    .replace(/(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]')
    .replace(/(https?:\/\/[^\s?#]*)[?#]\S*/g, '$1')
    .replace(/\+?\d[\d\s-]{5,}\d/g, '[number]');
}

/** What a page sends to POST /api/client-errors (components/errors/report-client-error.ts). */
export const clientErrorSchema = z.strictObject({
  kind: z.enum(['uncaught', 'unhandledrejection', 'boundary', 'global-boundary']),
  name: z
    .string()
    .trim()
    .max(60)
    .regex(/^[\w$.]*$/)
    .optional(),
  message: z.string().max(500).transform(scrub),
  /** The digest a server error's boundary shows. */
  digest: z
    .string()
    .max(64)
    .regex(/^[\w-]*$/)
    .optional(),
  /** The page's path: query and fragment are dropped, they may carry a visitor's input. */
  path: z
    .string()
    .max(300)
    .regex(/^\//)
    .transform((value) => scrub(value.split(/[?#]/)[0]!)),
});
