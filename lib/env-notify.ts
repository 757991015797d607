import { z } from 'zod';

/**
 * The variables of search-engine notifications and job-alert mail, part of lib/env.ts's schema
 * (this module too is loaded in plain Node by next.config.ts: no server-only marker).
 */

const unsetWhenBlank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const endpoint = z.preprocess(unsetWhenBlank, z.url({ protocol: /^https?$/ }).optional());

/** A Google service account's JSON key, as Google Cloud downloads it. */
const serviceAccountKey = z.preprocess(
  unsetWhenBlank,
  z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: "expected a service account's JSON key" });
        return z.NEVER;
      }
    })
    .pipe(
      z.object(
        {
          client_email: z.email(),
          private_key: z
            .string()
            .includes('PRIVATE KEY', { message: 'expected a PEM private key' }),
          token_uri: z.url({ protocol: /^https?$/ }).optional(),
        },
        { error: "expected a service account's JSON key with client_email and private_key" },
      ),
    )
    .optional(),
);

export const notifyEnvShape = {
  /** A Google service account's JSON key with the Indexing API enabled; unset: Google is not told. */
  GOOGLE_INDEXING_CREDENTIALS: serviceAccountKey,
  /** The Indexing API's publish URL (tests point it at a fake). */
  GOOGLE_INDEXING_ENDPOINT: endpoint,
  /** The IndexNow key, served at /<key>.txt; unset: IndexNow is not told. */
  INDEXNOW_KEY: z.preprocess(
    unsetWhenBlank,
    z
      .string()
      .regex(/^[a-z0-9-]{8,128}$/i, 'expected 8 to 128 letters, digits or dashes')
      .optional(),
  ),
  INDEXNOW_ENDPOINT: endpoint,
  /** SMTP server for job-alert mail (smtp:// or smtps://, credentials in the URL); unset: no job alerts. */
  SMTP_URL: z.preprocess(unsetWhenBlank, z.url({ protocol: /^smtps?$/ }).optional()),
  /** The sender of job-alert mail, e.g. 'Northstar Careers <careers@example.com>'; unset: the company's careers address. */
  MAIL_FROM: z.preprocess(unsetWhenBlank, z.string().trim().min(3).max(200).optional()),
  /** Site-wide ceiling on mails sent on a visitor's request (confirmations), per hour; reaching it is an alert. */
  MAIL_PER_HOUR: z.preprocess(
    unsetWhenBlank,
    z.coerce.number().int().min(1).max(100_000).default(100),
  ),
};
