import { z } from 'zod';

const text = z.string().trim().min(1);
const httpsUrl = z.url({ protocol: /^https$/, error: 'expected an https:// URL' });
const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'expected a hex colour such as #f2994a');

/** What content/company.ts must hold; checked when next.config.ts loads, so a wrong value stops the build. */
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
  hours: text,
  foundedYear: z.number().int().min(1800).max(new Date().getFullYear()),
  colors: z.object({ orange: hexColour, purple: hexColour, ink: hexColour, background: hexColour }),
});

/** The company's facts as pages render them: the seed's, or the CMS's published `company` global. */
export type Company = z.infer<typeof companySchema>;

/** Returns the configuration, or throws an error that names every wrong field. */
export function parseCompany(value: unknown): Company {
  const result = companySchema.safeParse(value);
  if (!result.success)
    throw new Error(
      `Invalid site configuration in content/company.ts:\n${z.prettifyError(result.error)}`,
    );
  return result.data;
}
