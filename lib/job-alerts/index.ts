import 'server-only';
import { randomUUID } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { jobAlerts } from '@/content/job-alerts';
import { submissionTexts } from '@/content/submissions';
import { getStore } from '@/lib/store';
import type { JobAlert } from '@/lib/store/job-alerts';
import { env } from '@/lib/env';
import type { FormOutcome } from '@/lib/forms/answer';
import { getAllJobs } from '@/lib/jobs/all-jobs';
import { errorSummary, log, type Logger } from '@/lib/log';
import {
  getMailer,
  mailCeilingReached,
  mailEnabled,
  normaliseMailbox,
  sendAfterAnswer,
} from '@/lib/mail';
import { clientKey, take } from '@/lib/rate-limit';
import type { JobAlertValues } from '@/lib/shared/schemas/job-alert';
import { jobPath } from '@/lib/shared/jobs/slug';
import { searchJobs } from '@/lib/shared/jobs/search';
import { absoluteUrl } from '@/lib/site-url';
import { DAY_MS, sendDueDigests } from './digest';
import { confirmationMail, type MailedFilters } from './messages';
import { isValidLink, signLink, type LinkPurpose } from './tokens';
import { JOB_ALERT_LINK_QUERY } from '@/lib/shared/application-source';

/** Confirmed subscriptions one address may hold (unconfirmed ones never count). */
const MAX_PER_EMAIL = 10;
/** Unconfirmed subscriptions are deleted after this long. */
const UNCONFIRMED_DAYS = 7;
const SECRET = 'job-alert-links';

/** Job alerts exist only where mail can be sent: the form is not shown without SMTP_URL. */
export const jobAlertsEnabled = mailEnabled;

/** The absolute URL of a subscription's signed confirm or unsubscribe link. */
async function alertLink(purpose: LinkPurpose, id: string): Promise<string> {
  const signature = signLink(await (await getStore()).secret(SECRET), purpose, id);
  const query = new URLSearchParams({ s: id, t: signature });
  return absoluteUrl(`/api/job-alerts/${purpose}?${query}`);
}

/** The subscription a signed link names, or undefined for a wrong signature or a deleted one. */
export async function alertOfLink(
  purpose: LinkPurpose,
  id: unknown,
  signature: unknown,
): Promise<JobAlert | undefined> {
  if (typeof id !== 'string' || typeof signature !== 'string' || id.length > 64) return undefined;
  const store = await getStore();
  if (!isValidLink(await store.secret(SECRET), purpose, id, signature)) return undefined;
  return store.jobAlerts.byId(id);
}

type Limiters = Record<'client' | 'mailbox' | 'resend', RateLimiterAbstract>;
let limiters: Promise<Limiters> | undefined;
/**
 * Per client, per mailbox (normalised: `+tag` variants and ignored dots are one mailbox), and one
 * confirmation mail per subscription within the window, however often it is asked for again.
 */
function getLimiters() {
  limiters ??= getStore().then((store) => {
    const { points, seconds: duration } = env.RATE_LIMIT_JOB_ALERTS;
    return {
      client: store.limiter({ keyPrefix: 'job-alert-client', points, duration }),
      mailbox: store.limiter({ keyPrefix: 'job-alert-mailbox', points, duration }),
      resend: store.limiter({ keyPrefix: 'job-alert-resend', points: 1, duration }),
    };
  });
  limiters.catch(() => (limiters = undefined));
  return limiters;
}

const answered = (status: number, success: boolean, message: string): FormOutcome => ({
  outcome: { status, body: { success, message } },
});

const limited = (wait: number): FormOutcome => ({
  ...answered(429, false, submissionTexts.rateLimited(Math.max(1, Math.ceil(wait / 60)))),
  headers: { 'Retry-After': String(wait) },
});

/**
 * What the confirmation mail may say about the alert: only the location and type the careers
 * page offers (never what the requester typed, so the mail carries no text of theirs).
 */
async function mailedFilters({ location, type }: JobAlertValues): Promise<MailedFilters> {
  const { locations, types } = searchJobs(await getAllJobs().catch(() => []), {});
  return {
    location: locations.includes(location) ? location : '',
    type: types.includes(type) ? type : '',
  };
}

/**
 * Keeps the subscription (unconfirmed) and mails its confirmation link after the answer. Everyone
 * is told the same ('check your inbox') in the same time, whether the address already had this
 * alert or not; an alert already confirmed, or mailed within the window, gets no second mail.
 */
export async function subscribe(
  request: Request,
  values: JobAlertValues,
  requestLog: Logger,
): Promise<FormOutcome> {
  if (await mailCeilingReached()) return limited(3600);
  const { client, mailbox, resend } = await getLimiters();
  const wait =
    (await take(client, clientKey(request))) ??
    (await take(mailbox, normaliseMailbox(values.email)));
  if (wait !== null) return limited(wait);
  const alerts = (await getStore()).jobAlerts;
  if ((await alerts.countConfirmedFor(values.email)) >= MAX_PER_EMAIL)
    return answered(422, false, jobAlerts.tooMany);
  const alert = await alerts.add({
    id: randomUUID(),
    email: values.email,
    created_at: Date.now(),
    keywords: values.keywords,
    location: values.location,
    type: values.type,
  });
  if (alert.confirmed_at === null && (await take(resend, alert.id)) === null)
    sendAfterAnswer(
      async () =>
        confirmationMail(alert.email, await mailedFilters(values), {
          confirm: await alertLink('confirm', alert.id),
          unsubscribe: await alertLink('unsubscribe', alert.id),
        }),
      requestLog.child({ alertId: alert.id }),
      'job_alert_confirmation',
      () => resend.delete(alert.id),
    );
  requestLog.info({ alertId: alert.id }, 'job_alert_subscribed');
  return answered(202, true, jobAlerts.checkInbox);
}

/** Deletes every job alert of `email` (a data principal's erasure request); returns how many. */
export async function deleteSubscriptionsFor(email: string): Promise<number> {
  return (await getStore()).jobAlerts.removeFor(email.trim().toLowerCase());
}

/**
 * The upkeep of job alerts (worker, drain route): unconfirmed ones expire, due digests are sent.
 * A digest round that cannot read the jobs (admin API down) waits for the next round without
 * holding up the rest of the upkeep.
 */
export async function runJobAlerts(): Promise<number> {
  const store = await getStore();
  await store.jobAlerts.purgeUnconfirmed(Date.now() - UNCONFIRMED_DAYS * DAY_MS);
  if (!jobAlertsEnabled()) return 0;
  return sendDueDigests({
    table: store.jobAlerts,
    jobs: getAllJobs,
    dates: (ids) => store.jobStates.dates(ids),
    mailer: getMailer(),
    jobUrl: (job) => absoluteUrl(jobPath(job) + JOB_ALERT_LINK_QUERY),
    unsubscribeUrl: (alert) => alertLink('unsubscribe', alert.id),
    log: log.child({ component: 'job-alerts' }),
  }).catch((error) => {
    log.warn({ err: errorSummary(error) }, 'job_alert_digests_postponed');
    return 0;
  });
}
