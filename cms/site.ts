import { env } from '../lib/env';

/** The public address the editor runs under: its cookies are Secure on https, and CSRF checks it. */
export const siteUrl = env.SITE_URL;
export const siteIsHttps = new URL(siteUrl).protocol === 'https:';

/**
 * The editor's one time zone (SITE_TIMEZONE, India time by default): Payload's "Schedule publish"
 * reads the typed time in it and lists scheduled publishes in it, whatever the browser's zone.
 */
export const siteTimezones = {
  defaultTimezone: env.SITE_TIMEZONE,
  supportedTimezones: [{ label: env.SITE_TIMEZONE, value: env.SITE_TIMEZONE }],
};
