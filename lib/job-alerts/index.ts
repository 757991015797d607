import 'server-only';
import { randomUUID } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { company } from '@/content/company';
import { jobAlerts } from '@/content/job-alerts';
import { submissionTexts } from '@/content/submissions';
import { getStore } from '@/lib/store';
import type { JobAlert } from '@/lib/store/job-tables';
import { env } from '@/lib/env';
import type { FormOutcome } from '@/lib/forms/answer';
import { getAllJobs } from '@/lib/jobs/all-jobs';
import { errorSummary, log, type Logger } from '@/lib/log';
import { clientKey, take } from '@/lib/rate-limit';
import type { JobAlertValues } from '@/lib/shared/schemas/job-alert';
import { jobPath } from '@/lib/shared/jobs/slug';
import { absoluteUrl } from '@/lib/site-url';
import { DAY_MS, sendDueDigests } from './digest';
import { createSmtpMailer, type Mailer } from './mailer';
import { confirmationMail } from './messages';
import { isValidLink, signLink, type LinkPurpose } from './tokens';

/** Subscriptions one address may hold. */
const MAX_PER_EMAIL = 10;
/** Unconfirmed subscriptions are deleted after this long. */
const UNCONFIRMED_DAYS = 7;
const SECRET = 'job-alert-links';

/** Job alerts exist only where mail can be sent: the form is not shown without SMTP_URL. */
export const jobAlertsEnabled = () => Boolean(env.SMTP_URL);

let mailer: Mailer | undefined;
function getMailer(): Mailer {
  if (!env.SMTP_URL) throw new Error('SMTP_URL is not set');
  mailer ??= createSmtpMailer(
    env.SMTP_URL,
    env.MAIL_FROM ?? `${company.name} Careers <${company.careersEmail}>`,
  );
  return mailer;
}

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

let limiters: Promise<{ client: RateLimiterAbstract; email: RateLimiterAbstract }> | undefined;
function getLimiters() {
  limiters ??= getStore().then((store) => {
    const { points, seconds: duration } = env.RATE_LIMIT_JOB_ALERTS;
    return {
      client: store.limiter({ keyPrefix: 'job-alert-client', points, duration }),
      email: store.limiter({ keyPrefix: 'job-alert-email', points, duration }),
    };
  });
  limiters.catch(() => (limiters = undefined));
  return limiters;
}

const answered = (status: number, success: boolean, message: string): FormOutcome => ({
  outcome: { status, body: { success, message } },
});

/**
 * Keeps the subscription (unconfirmed) and mails its confirmation link. Everyone is told the
 * same ('check your inbox'), whether the address already had this alert or not; an alert
 * already confirmed gets no second mail.
 */
export async function subscribe(
  request: Request,
  values: JobAlertValues,
  requestLog: Logger,
): Promise<FormOutcome> {
  const { client, email } = await getLimiters();
  const wait = (await take(client, clientKey(request))) ?? (await take(email, values.email));
  if (wait !== null) {
    const minutes = Math.max(1, Math.ceil(wait / 60));
    return {
      ...answered(429, false, submissionTexts.rateLimited(minutes)),
      headers: { 'Retry-After': String(wait) },
    };
  }
  const store = await getStore();
  const filters = { keywords: values.keywords, location: values.location, type: values.type };
  const alerts = store.jobAlerts;
  if ((await alerts.countFor(values.email)) >= MAX_PER_EMAIL)
    return answered(422, false, jobAlerts.tooMany);
  const alert = await alerts.add({
    id: randomUUID(),
    email: values.email,
    created_at: Date.now(),
    ...filters,
  });
  if (alert.confirmed_at === null) {
    try {
      const links = {
        confirm: await alertLink('confirm', alert.id),
        unsubscribe: await alertLink('unsubscribe', alert.id),
      };
      await getMailer().send(confirmationMail(alert.email, filters, links));
    } catch (error) {
      requestLog.error({ err: { name: (error as Error)?.name } }, 'job_alert_confirmation_failed');
      return answered(503, false, submissionTexts.storeFailed);
    }
  }
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
    jobUrl: (job) => absoluteUrl(jobPath(job)),
    unsubscribeUrl: (alert) => alertLink('unsubscribe', alert.id),
    log: log.child({ component: 'job-alerts' }),
  }).catch((error) => {
    log.warn({ err: errorSummary(error) }, 'job_alert_digests_postponed');
    return 0;
  });
}
