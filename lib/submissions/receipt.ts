import 'server-only';
import { applicationReceipt as texts } from '@/content/application';
import { env } from '@/lib/env';
import { getAllJobs } from '@/lib/jobs/all-jobs';
import { escapeXml as escape } from '@/lib/jobs/rss';
import type { Logger } from '@/lib/log';
import { mailCeilingReached, mailEnabled, normaliseMailbox, sendAfterAnswer } from '@/lib/mail';
import { mailDocument } from '@/lib/mail/document';
import { take } from '@/lib/rate-limit';
import { isSignedBy, signParts } from '@/lib/signed-links';
import { absoluteUrl } from '@/lib/site-url';
import { getStore } from '@/lib/store';
import type { OutboxRow } from '@/lib/store/outbox';
import type { ApplicationInput } from '@/lib/backend/types';
import type { Receipt } from '@/lib/shared/http/answers';
import { receiptSummary } from '@/lib/shared/receipt-summary';

const SECRET = 'application-status-links';
const PURPOSE = 'application-status';
const DAY_MS = 24 * 60 * 60_000;
/** The hex digits of the record's id a reference shows: 40 bits, unique among a period's applications. */
const REFERENCE_DIGITS = 10;
export const STATUS_PATH = '/careers/applications';
/** A mailbox gets at most this many receipts an hour, however many applications name it. */
const MAILBOX_LIMIT = { points: 3, duration: 3600 };

/** 'APP-1A2B3C4D5E': what the candidate quotes; the record's id begins with its digits. */
export const referenceOf = (id: string) =>
  `APP-${id.replace(/-/g, '').slice(0, REFERENCE_DIGITS).toUpperCase()}`;

/** The status page works as long as the site keeps the record (RETENTION_DAYS from the application). */
const expiresAt = (createdAt: number) => createdAt + env.RETENTION_DAYS * DAY_MS;

async function signature(id: string, expires: number) {
  return signParts(await (await getStore()).secret(SECRET), [PURPOSE, id, String(expires)]);
}

/** The status page's path for record `id`: its reference and a token only this link carries. */
export async function statusPath(id: string, createdAt: number): Promise<string> {
  const expires = expiresAt(createdAt);
  const token = `${expires.toString(36)}.${await signature(id, expires)}`;
  // The site's addresses are lowercase: lib/routing.ts redirects any other spelling to it.
  return `${STATUS_PATH}/${referenceOf(id).toLowerCase()}?${new URLSearchParams({ token })}`;
}

/**
 * The application a status link names, or undefined for a reference that is malformed, unknown,
 * or whose token is wrong or past its time: the caller cannot tell these apart.
 */
export async function applicationOfLink(
  reference: string,
  token: string | null,
  now = Date.now(),
): Promise<OutboxRow | undefined> {
  const digits = /^APP-([\dA-F]{10})$/i.exec(reference)?.[1]?.toLowerCase();
  const [expiresText, signed] = (token ?? '').split('.');
  const expires = parseInt(expiresText ?? '', 36);
  if (!digits || !signed || !Number.isSafeInteger(expires) || expires < now) return undefined;
  const store = await getStore();
  const secret = await store.secret(SECRET);
  const prefix = `${digits.slice(0, 8)}-${digits.slice(8)}`;
  const rows = await store.outbox.applicationsStartingWith(prefix);
  return rows.find(
    (row) =>
      expires === expiresAt(Number(row.created_at)) &&
      isSignedBy(secret, [PURPOSE, row.id, String(expires)], signed),
  );
}

/** The job's title as the site lists it now, else its id ('Job 1042'): a closed job keeps its receipts. */
export async function jobTitleOf(jobId: string): Promise<string> {
  const jobs = await getAllJobs().catch(() => []);
  return jobs.find((job) => job.id === jobId)?.title ?? texts.unknownJob(jobId);
}

/** The receipt's mail: the reference, the job, the time, what was sent (never the file's content), the status link. */
function receiptMail(input: ApplicationInput, receipt: Receipt, link: string) {
  const lines = receiptSummary(input, receipt);
  return {
    to: input.email,
    subject: texts.mailSubject(receipt.reference),
    text: `${texts.mailIntro}\n\n${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${texts.statusAction}: ${link}\n`,
    html: mailDocument(
      `<p>${escape(texts.mailIntro)}</p><table>${lines
        .map(
          ([label, value]) =>
            `<tr><th align="left">${escape(label)}</th><td>${escape(value)}</td></tr>`,
        )
        .join('')}</table><p><a href="${escape(link)}">${escape(texts.statusAction)}</a></p>`,
    ),
  };
}

let mailboxLimiter: ReturnType<Awaited<ReturnType<typeof getStore>>['limiter']> | undefined;

/**
 * Mails the receipt to the address that applied, once per application (only a new record
 * calls this) and within the mail limits: at most MAILBOX_LIMIT a mailbox an hour, whoever
 * applies with it, and the site-wide MAIL_PER_HOUR. Past a limit the page's receipt is all.
 */
async function mailReceipt(input: ApplicationInput, receipt: Receipt, log: Logger) {
  if (!mailEnabled() || (await mailCeilingReached())) return;
  const store = await getStore();
  mailboxLimiter ??= store.limiter({ keyPrefix: 'application-receipt-mailbox', ...MAILBOX_LIMIT });
  if ((await take(mailboxLimiter, normaliseMailbox(input.email))) !== null) {
    log.info({}, 'application_receipt_mailbox_limited');
    return;
  }
  const link = absoluteUrl(receipt.statusPath);
  sendAfterAnswer(async () => receiptMail(input, receipt, link), log, 'application_receipt');
}

/** The receipt of a stored application, for the page (and, when the record is new, the mail). */
export async function receiptFor(
  input: ApplicationInput,
  record: { id: string; createdAt: number },
  { isNew, log }: { isNew: boolean; log: Logger },
): Promise<Receipt> {
  const receipt: Receipt = {
    reference: referenceOf(record.id),
    jobTitle: await jobTitleOf(input.job_id),
    submittedAt: new Date(record.createdAt).toISOString(),
    statusPath: await statusPath(record.id, record.createdAt),
  };
  if (isNew) await mailReceipt(input, receipt, log).catch(() => {});
  return receipt;
}
