import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url({ protocol: /^https?$/ }).optional());

const envSchema = z.object({
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:3000')
    .transform((value) => value.replace(/\/+$/, '')),
  ADMIN_API_URL: optionalUrl.optional().transform((value) => value?.replace(/\/+$/, '')),
  ADMIN_PUBLIC_ORIGIN: optionalUrl.optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  TRUSTED_PROXY_HEADER: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value) => value || undefined),
});

export type Env = z.infer<typeof envSchema>;

/** Reads and validates the environment once; a wrong value names the variable. */
function readEnv(): Env {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

export const env = readEnv();
