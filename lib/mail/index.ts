import 'server-only';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { company } from '@/content/company';
import { announceLimitReached } from '@/lib/alerts/limit-reached';
import { env } from '@/lib/env';
import { afterResponse } from '@/lib/http/after-response';
import type { Logger } from '@/lib/log';
import { take } from '@/lib/rate-limit';
import { getStore } from '@/lib/store';
import { createSmtpMailer, type Mail, type Mailer } from './mailer';

export type { Mail, Mailer } from './mailer';
export { normaliseMailbox } from './mailbox';

/** Mail to visitors exists only with SMTP_URL: job alerts, data-request confirmations. */
export const mailEnabled = () => Boolean(env.SMTP_URL);

let mailer: Mailer | undefined;
export function getMailer(): Mailer {
  if (!env.SMTP_URL) throw new Error('SMTP_URL is not set');
  mailer ??= createSmtpMailer(
    env.SMTP_URL,
    env.MAIL_FROM ?? `${company.name} Careers <${company.careersEmail}>`,
  );
  return mailer;
}

const HOUR_MS = 60 * 60_000;
const SITE = 'site';

let ceilingLimiter: Promise<RateLimiterAbstract> | undefined;
/** The site-wide hourly ceiling (MAIL_PER_HOUR), counted where the store keeps counts. */
function ceiling(): Promise<RateLimiterAbstract> {
  ceilingLimiter ??= getStore().then((store) =>
    store.limiter({ keyPrefix: 'mail-ceiling', points: env.MAIL_PER_HOUR, duration: 3600 }),
  );
  ceilingLimiter.catch(() => (ceilingLimiter = undefined));
  return ceilingLimiter;
}

const announceCeiling = () =>
  announceLimitReached(
    'mail_ceiling',
    `${env.MAIL_PER_HOUR} confirmation mails went out within an hour (MAIL_PER_HOUR); further requests are refused until the hour is over. Look for 'job_alert_subscribed' and 'data_request_pending' in the log.`,
    HOUR_MS,
  );

/**
 * Whether this hour's ceiling of requested mails is used up; reaching it is announced (once an
 * hour). Checked before a request is taken, so a full ceiling refuses everyone alike.
 */
export async function mailCeilingReached(): Promise<boolean> {
  const used = (await (await ceiling()).get(SITE))?.consumedPoints ?? 0;
  if (used < env.MAIL_PER_HOUR) return false;
  await announceCeiling();
  return true;
}

/**
 * Sends the mail `make` builds once the answer has gone out, so how long the answer takes tells
 * nothing about the address; each mail takes one point of the hourly ceiling. `onUnsent` runs
 * when the mail could not go (SMTP failed, ceiling reached meanwhile).
 */
export function sendAfterAnswer(
  make: () => Promise<Mail>,
  log: Logger,
  event: string,
  onUnsent: () => Promise<unknown> = async () => {},
) {
  afterResponse(async () => {
    try {
      if ((await take(await ceiling(), SITE)) !== null) {
        log.warn({}, `${event}_over_ceiling`);
        await announceCeiling();
        await onUnsent();
        return;
      }
      await getMailer().send(await make());
      log.info({}, `${event}_sent`);
    } catch (error) {
      log.error({ err: { name: (error as Error)?.name } }, `${event}_failed`);
      await onUnsent().catch(() => {});
    }
  });
}
