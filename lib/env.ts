import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_ADMIN_TIMEZONE } from './shared/jobs/admin-timezone';
import { DEFAULT_RETENTION_DAYS } from './retention';
import { notifyEnvShape } from './env-notify';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './shared/password-rule';
import { trimEnd } from './shared/trim';

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

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

const databaseUrl = optionalString.pipe(
  z
    .url({
      protocol: /^postgres(ql)?$/,
      error: "expected a PostgreSQL URL, e.g. 'postgres://user:password@host:5432/site'",
    })
    .optional(),
);

/** An empty value means the default, as an unset one does. */
const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

/** An IANA zone name the runtime knows, e.g. 'Asia/Kolkata'. */
const timeZone = z
  .string()
  .trim()
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "expected an IANA time zone, e.g. 'Asia/Kolkata'");

const minutes = (fallback: number) =>
  blankAsUnset(z.coerce.number().int().min(1).max(10_080).default(fallback));

/** A GA4 measurement id, e.g. 'G-ABC123XYZ'. */
const measurementId = optionalString.pipe(
  z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, "expected a GA4 measurement id, e.g. 'G-ABC123XYZ'")
    .optional(),
);

/** A site name as Plausible knows it, e.g. 'example.com'. */
const plausibleDomain = optionalString.pipe(
  z
    .string()
    .regex(/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/i, "expected the site's domain, e.g. 'example.com'")
    .optional(),
);

/** An address or a CIDR range, IPv4 or IPv6: '127.0.0.0/8', '::1', '172.30.0.10'. */
const addressOrRange = z
  .string()
  .trim()
  .refine((entry) => {
    const [address = '', prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    if (!version || rest.length) return false;
    if (prefix === undefined) return true;
    return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
  }, "expected addresses or CIDR ranges, e.g. '127.0.0.0/8,::1,172.30.0.10'");

const addressList = z
  .string()
  .transform((value) => value.split(',').filter((entry) => entry.trim() !== ''))
  .pipe(z.array(addressOrRange));

/** Test seam: .env.example is checked against it. */
export const envSchema = z
  .object({
    /** Unset at run time: the value the build was made with (next.config.ts inlines it as SITE_URL_AT_BUILD). */
    SITE_URL: z
      .url({ protocol: /^https?$/ })
      .default(process.env.SITE_URL_AT_BUILD ?? 'http://localhost:3000')
      .transform((value) => trimEnd(value, /\//)),
    ADMIN_API_URL: optionalUrl.optional().transform((value) => value && trimEnd(value, /\//)),
    ADMIN_PUBLIC_ORIGIN: optionalUrl.optional(),
    /** The application field that carries where the applicant came from; unset: none is sent. */
    ADMIN_API_SOURCE_FIELD: blankAsUnset(
      z
        .string()
        .regex(/^[a-z][a-z\d_]{0,63}$/i, 'a form field name: letters, digits and _')
        .optional(),
    ),
    DATA_DIR: z.string().min(1).default('.data'),
    /** The zone of the admin API's times that carry none (created_at, closing dates). */
    ADMIN_TIMEZONE: blankAsUnset(timeZone.default(DEFAULT_ADMIN_TIMEZONE)),
    /** The site's own zone: the editor's scheduled publishes are typed and shown in it. */
    SITE_TIMEZONE: blankAsUnset(timeZone.default(DEFAULT_ADMIN_TIMEZONE)),
    /** How often each Node server re-reads the job list and expires the pages of jobs that left or came back. */
    JOBS_REFRESH_MS: blankAsUnset(z.coerce.number().int().min(1_000).max(60_000).default(60_000)),
    /** How often each Node server looks for a publish made elsewhere and runs due scheduled publishes. */
    CMS_REFRESH_MS: blankAsUnset(z.coerce.number().int().min(1_000).max(30_000).default(15_000)),
    /** PostgreSQL for everything the site keeps; unset: SQLite in DATA_DIR. */
    DATABASE_URL: databaseUrl,
    /** The bearer token GET /api/outbox/drain requires; unset: the route always answers 401. */
    CRON_SECRET: optionalString.pipe(
      z.string().min(16, 'expected at least 16 characters (use a random value)').optional(),
    ),
    /** The secret CRON_SECRET replaces, still accepted while callers move to the new one; unset afterwards. */
    CRON_SECRET_PREVIOUS: optionalString.pipe(
      z.string().min(16, 'expected at least 16 characters (use a random value)').optional(),
    ),
    /** Days a delivered or rejected submission (and its resume) is kept before deletion. */
    RETENTION_DAYS: blankAsUnset(
      z.coerce.number().int().min(1).max(3650).default(DEFAULT_RETENTION_DAYS),
    ),
    TRUSTED_PROXY_HEADER: optionalString.transform((value) => value?.toLowerCase()),
    /** Where TRUSTED_PROXY_HEADER is believed from: the connections of these addresses only. */
    TRUSTED_PROXIES: blankAsUnset(addressList.default(['127.0.0.0/8', '::1'])),
    /** 'points/seconds' per client, e.g. '5/600'. */
    RATE_LIMIT_ENQUIRIES: rateLimit.prefault('5/600'),
    RATE_LIMIT_APPLICATIONS: rateLimit.prefault('3/3600'),
    /** Job-alert subscriptions (each sends a confirmation mail) per client. */
    RATE_LIMIT_JOB_ALERTS: rateLimit.prefault('5/3600'),
    /** Requests per client to each form route, counted before the body is read (per instance, in memory). */
    RATE_LIMIT_REQUESTS: rateLimit.prefault('30/60'),
    /** Field-vitals beacons per client (per instance, in memory); a page view sends up to five. */
    RATE_LIMIT_VITALS: rateLimit.prefault('60/60'),
    /** Social card images per client (per instance, in memory); a 404 for no page is not counted. */
    RATE_LIMIT_SOCIAL_CARDS: rateLimit.prefault('60/60'),
    /** Job searches (GET /api/jobs) per client (per instance, in memory). */
    RATE_LIMIT_JOB_SEARCH: rateLimit.prefault('120/60'),
    /** Testimonial photos (GET /api/photos/…) per client (per instance, in memory). */
    RATE_LIMIT_PHOTOS: rateLimit.prefault('120/60'),
    /** Resumes read for the application form's autofill (POST /api/resume-fields) per client (per instance, in memory). */
    RATE_LIMIT_RESUME_READINGS: rateLimit.prefault('10/600'),
    /** The share of field-vitals beacons kept, 0 to 1 (1: all). */
    VITALS_SAMPLE_RATE: blankAsUnset(z.coerce.number().min(0).max(1).default(1)),
    /** Rows the field vitals may add in a day; further beacons are dropped (and it is an alert). */
    VITALS_ROWS_PER_DAY: blankAsUnset(
      z.coerce.number().int().min(1).max(10_000_000).default(20_000),
    ),
    /** How often the outbox worker looks for due deliveries. */
    WORKER_INTERVAL_MS: z.coerce.number().int().min(100).default(15_000),
    /** The first retry's delay (the schedule's '1 min'); tests shorten it. */
    OUTBOX_FIRST_RETRY_MS: z.coerce.number().int().min(0).default(60_000),
    /** How long a form waits for the admin API's verdict before answering 'received' (the attempt goes on). */
    OUTBOX_ANSWER_WITHIN_MS: blankAsUnset(z.coerce.number().int().min(0).default(5_000)),
    /** GA4 through @next/third-parties, loaded only after analytics consent. Read at build time too (the CSP). */
    GA_MEASUREMENT_ID: measurementId,
    /** A Plausible-compatible script instead of GA4, loaded only after analytics consent. */
    PLAUSIBLE_DOMAIN: plausibleDomain,
    /** A self-hosted Plausible's script; its origin also receives the events. */
    PLAUSIBLE_SRC: optionalUrl
      .optional()
      .transform((value) => value ?? 'https://plausible.io/js/script.js'),
    /** Editor logins per client, on any account, counted before the password is checked. */
    RATE_LIMIT_LOGINS: rateLimit.prefault('20/900'),
    /** Editor logins on one account from one client; the right password starts them again. */
    RATE_LIMIT_ACCOUNT_LOGINS: rateLimit.prefault('5/900'),
    /** Failed logins on one account from all clients that lock it for the rest of the window. */
    RATE_LIMIT_ACCOUNT_LOCK: rateLimit.prefault('100/3600'),
    /** Editor password-reset requests per client (and ten an hour per account, from anyone). */
    RATE_LIMIT_PASSWORD_RESETS: rateLimit.prefault('5/3600'),
    /** Incoming webhook (Slack, Microsoft Teams, Google Chat) that hears about failures; unset: no alerts. */
    ALERT_WEBHOOK_URL: optionalUrl.optional(),
    ALERT_BACKLOG_MINUTES: minutes(30),
    ALERT_OUTAGE_MINUTES: minutes(10),
    /** More server errors than this within 5 minutes is an alert. */
    ALERT_ERROR_BURST: blankAsUnset(z.coerce.number().int().min(1).max(100_000).default(10)),
    /** OTLP/HTTP collector for traces (@vercel/otel); unset: no tracing. */
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl.optional(),
    /** The editor's first admin, created on a start that finds no user (README, "Editing the site"). */
    CMS_ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
    CMS_ADMIN_PASSWORD: optionalString.pipe(
      z
        .string()
        .min(PASSWORD_MIN_LENGTH, `expected at least ${PASSWORD_MIN_LENGTH} characters`)
        .max(PASSWORD_MAX_LENGTH)
        .optional(),
    ),
    /** Signs the editor's logins; unset: a random one made once and kept in the store. */
    PAYLOAD_SECRET: optionalString.pipe(
      z.string().min(32, 'expected at least 32 characters (use a random value)').optional(),
    ),
    ...notifyEnvShape,
  })
  .refine((values) => !(values.GA_MEASUREMENT_ID && values.PLAUSIBLE_DOMAIN), {
    path: ['PLAUSIBLE_DOMAIN'],
    message: 'set either GA_MEASUREMENT_ID or PLAUSIBLE_DOMAIN, not both',
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
