import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url({ protocol: /^https?$/ }).optional());

const rateLimit = z
  .string()
  .trim()
  .regex(/^\d+\/\d+$/, "expected 'points/seconds', e.g. '5/600'")
  .transform((value) => {
    const [points, seconds] = value.split('/').map(Number) as [number, number];
    return { points, seconds };
  });

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
  /** 'points/seconds' per client, e.g. '5/600'. */
  RATE_LIMIT_ENQUIRIES: rateLimit.prefault('5/600'),
  RATE_LIMIT_APPLICATIONS: rateLimit.prefault('3/3600'),
  /** How often the outbox worker looks for due deliveries. */
  WORKER_INTERVAL_MS: z.coerce.number().int().min(100).default(15_000),
  /** The first retry's delay (the schedule's '1 min'); tests shorten it. */
  OUTBOX_FIRST_RETRY_MS: z.coerce.number().int().min(0).default(60_000),
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
