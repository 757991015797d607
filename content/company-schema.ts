import { z } from 'zod';
import { TIME_OF_DAY, WEEKDAYS, minutesOf } from '../lib/shared/office-hours';
import type { Company } from './types';

export type { Company };

const text = z.string().trim().min(1);
const httpsUrl = z.url({ protocol: /^https$/, error: 'expected an https:// URL' });
const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'expected a hex colour such as #f2994a');

/**
 * What content/company.ts and the CMS's company global must hold; checked when next.config.ts
 * loads (a wrong seed value stops the build) and on every save of the global. Its fields are the
 * CMS's (content/types.ts Company): the type check below fails when the two differ.
 */
const companySchema = z.object({
  name: text,
  legalName: text,
  tagline: text,
  splashTagline: text,
  mission: text,
  description: text,
  phone: z
    .string()
    .regex(/^\+[\d ]+$/, "expected '+', the country code and digits, e.g. '+91 98765 43210'")
    .refine(
      (phone) => /^\d{10,15}$/.test(phone.replace(/\D/g, '')),
      'expected 10 to 15 digits with the country code',
    ),
  email: z.email(),
  careersEmail: z.email(),
  grievanceOfficer: z.object({ name: text, email: z.email() }),
  address: z.object({
    street: text,
    locality: text,
    region: text,
    regionCode: z
      .string()
      .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, 'expected an ISO 3166-2 code such as IN-TG'),
    postalCode: z.string().regex(/^\d{6}$/, 'expected a six-digit PIN code'),
    country: text,
    countryCode: z.string().regex(/^[A-Z]{2}$/, 'expected an ISO 3166-1 alpha-2 code such as IN'),
  }),
  geo: z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  social: z.object({ linkedin: httpsUrl, x: httpsUrl, facebook: httpsUrl }),
  officeHours: z
    .object({
      days: z.array(z.enum(WEEKDAYS)).min(1, 'expected at least one day').readonly(),
      opens: z.string().regex(TIME_OF_DAY, 'expected a 24-hour time such as 09:00'),
      closes: z.string().regex(TIME_OF_DAY, 'expected a 24-hour time such as 18:00'),
    })
    .refine(({ opens, closes }) => minutesOf(closes) > minutesOf(opens), {
      message: 'expected the closing time after the opening time',
      path: ['closes'],
    }),
  foundedYear: z.number().int().min(1800).max(new Date().getFullYear()),
  colors: z.object({ orange: hexColour, purple: hexColour, ink: hexColour, background: hexColour }),
}) satisfies z.ZodType<Company>;

/** Every key of T at every depth, each required. */
type FieldsOf<T> = T extends object ? { [K in keyof T]-?: FieldsOf<NonNullable<T[K]>> } : true;
type SameFields<A, B> = [FieldsOf<A>] extends [FieldsOf<B>]
  ? [FieldsOf<B>] extends [FieldsOf<A>]
    ? true
    : false
  : false;
type Holds<T extends true> = T;
/**
 * The schema validates exactly the CMS's fields: `satisfies` above catches a required field the
 * schema lacks, this an optional one (which parsing would drop) or one the CMS no longer has.
 */
export type SchemaMatchesCms = Holds<SameFields<z.infer<typeof companySchema>, Company>>;

/** Returns the configuration, or throws an error that names every wrong field. */
export function parseCompany(value: unknown): Company {
  const result = companySchema.safeParse(value);
  if (!result.success)
    throw new Error(
      `Invalid site configuration in content/company.ts:\n${z.prettifyError(result.error)}`,
    );
  return result.data;
}
