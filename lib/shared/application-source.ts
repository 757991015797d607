/**
 * Where an applicant came from: the campaign parameters and referral code of the page they
 * landed on, or the site that sent them. Remembered in the tab (sessionStorage) when they land,
 * sent with the application as one query string, and read back here on the server, where every
 * value is checked again.
 */

export const SOURCE_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'ref',
] as const;
type SourceParam = (typeof SOURCE_PARAMS)[number];

/** How the owners count applications: one channel each. */
export type SourceChannel =
  'referral' | 'job-alert' | 'rss' | 'google-jobs' | 'campaign' | 'referrer' | 'direct';

export type ApplicationSource = Partial<Record<SourceParam, string>> & {
  channel: SourceChannel;
  /** The host of the site that linked to the landing page (never its path or query). */
  referrer?: string;
};

const JOB_ALERT_SOURCE = 'job-alert';
const RSS_SOURCE = 'rss';
/** What the job alert's mails and the RSS feed add to their links to a job. */
export const JOB_ALERT_LINK_QUERY = `?utm_source=${JOB_ALERT_SOURCE}&utm_medium=email`;
export const RSS_LINK_QUERY = `?utm_source=${RSS_SOURCE}&utm_medium=feed`;
/** What Google for Jobs adds to the links of its 'Apply on' buttons. */
const GOOGLE_JOBS_SOURCE = /^google_jobs/;
const GOOGLE_HOST = /(?:^|\.)google\.[a-z.]{2,6}$/;

const STORAGE_KEY = 'application-source';
const MAX_VALUE = 100;
/** What a referral code may hold once made from an employee's name or ID. */
export const REFERRAL_CODE = /^[a-z\d](?:[a-z\d-]{0,38}[a-z\d])?$/;

const printable = (value: string) =>
  value
    .replace(/[^\p{L}\p{N} ._~+-]/gu, '')
    .trim()
    .slice(0, MAX_VALUE);

/** A referral code from what an employee types ('Priya Sharma', 'EMP 1042'): lower case, dashes. */
export function referralCode(text: string): string {
  const code = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z\d]+/g, '-')
    .slice(0, 40)
    .split('-')
    .filter(Boolean)
    .join('-');
  return REFERRAL_CODE.test(code) ? code : '';
}

/** Which channel the parameters and referrer name. */
function channelOf(source: Omit<ApplicationSource, 'channel'>): SourceChannel {
  if (source.ref) return 'referral';
  const utm = source.utm_source?.toLowerCase();
  if (utm === JOB_ALERT_SOURCE) return 'job-alert';
  if (utm === RSS_SOURCE) return 'rss';
  if (
    (utm && GOOGLE_JOBS_SOURCE.test(utm)) ||
    (source.referrer && GOOGLE_HOST.test(source.referrer))
  )
    return 'google-jobs';
  if (utm) return 'campaign';
  if (source.referrer) return 'referrer';
  return 'direct';
}

/**
 * The source a posted query string names ('utm_source=linkedin&ref=priya-sharma&referrer=…'),
 * with anything unknown, empty or malformed left out; 'direct' for nothing.
 */
export function parseSource(raw: unknown): ApplicationSource {
  const query = typeof raw === 'string' && raw.length <= 2000 ? raw : '';
  const params = new URLSearchParams(query);
  const source: Omit<ApplicationSource, 'channel'> = {};
  for (const name of SOURCE_PARAMS) {
    const value = params.get(name);
    const clean = value && (name === 'ref' ? referralCode(value) : printable(value));
    if (clean) source[name] = clean;
  }
  const referrer = params.get('referrer')?.toLowerCase() ?? '';
  if (/^[a-z\d.-]{1,253}$/.test(referrer)) source.referrer = referrer;
  return { channel: channelOf(source), ...source };
}

/** One line for a report or the admin API's field: 'referral priya-sharma', 'campaign linkedin/social'. */
export function sourceLabel(source: ApplicationSource): string {
  const detail =
    source.channel === 'referral'
      ? source.ref
      : source.channel === 'campaign'
        ? [source.utm_source, source.utm_medium].filter(Boolean).join('/')
        : source.channel === 'referrer'
          ? source.referrer
          : undefined;
  return detail ? `${source.channel} ${detail}` : source.channel;
}

/** The source parameters of a URL and the referrer's host, as the query string the form sends. */
export function sourceQuery(url: URL, referrer: string, ownHost: string): string {
  const query = new URLSearchParams();
  for (const name of SOURCE_PARAMS) {
    const value = url.searchParams.get(name);
    if (value) query.set(name, value);
  }
  try {
    const host = referrer ? new URL(referrer).hostname : '';
    if (host && host !== ownHost) query.set('referrer', host);
  } catch {
    // Not a URL: no referrer.
  }
  return query.toString();
}

/**
 * On a page load, remembers in this tab where the visitor came from: a link with campaign
 * parameters or a referral code always counts (the latest wins); another site's link counts
 * only when nothing was remembered yet; moving around the site changes nothing.
 */
export function rememberLanding() {
  try {
    const landing = sourceQuery(new URL(location.href), document.referrer, location.hostname);
    const named = SOURCE_PARAMS.some((name) => new URLSearchParams(location.search).has(name));
    if (landing && (named || sessionStorage.getItem(STORAGE_KEY) === null))
      sessionStorage.setItem(STORAGE_KEY, landing);
  } catch {
    // Storage refused (private mode, a sandbox): the application says 'direct'.
  }
}

/** What the form sends: the source remembered in this tab, else this page's own. */
export function rememberedSource(): string {
  try {
    return (
      sessionStorage.getItem(STORAGE_KEY) ??
      sourceQuery(new URL(location.href), document.referrer, location.hostname)
    );
  } catch {
    return '';
  }
}
