import { chromiumArgs, testChromiumPath } from '../support/chromium.mjs';
import { embeddedURL } from './servers';

/**
 * The editor and its preview answer for SITE_URL's origin (the build's, http://localhost:3000
 * unless set) and take their login cookie only from it (CSRF), so the browser speaks to the
 * embedded test server as SITE_URL: Chromium maps that host to the server's.
 */
export const SITE_URL = process.env.SITE_URL ?? 'http://localhost:3000';

/** Playwright options for a spec whose browser uses the editor. */
export const asSiteOrigin = {
  baseURL: SITE_URL,
  launchOptions: {
    executablePath: testChromiumPath,
    args: [
      ...chromiumArgs,
      `--host-resolver-rules=MAP ${new URL(SITE_URL).host} ${new URL(embeddedURL).host}`,
    ],
  },
};
