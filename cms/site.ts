import { env } from '../lib/env';

/** The public address the editor runs under: its cookies are Secure on https, and CSRF checks it. */
export const siteUrl = env.SITE_URL;
export const siteIsHttps = new URL(siteUrl).protocol === 'https:';
