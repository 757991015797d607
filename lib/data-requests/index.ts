import 'server-only';
import { dataRequestPage, dataRequestSubjects } from '@/content/data-protection';
import { submissionTexts } from '@/content/submissions';
import type { ContactInput } from '@/lib/backend/types';
import type { FormOutcome } from '@/lib/forms/answer';
import type { Submission } from '@/lib/forms/route';
import type { Logger } from '@/lib/log';
import { mailCeilingReached, mailEnabled, normaliseMailbox, sendAfterAnswer } from '@/lib/mail';
import { consume, take } from '@/lib/rate-limit';
import type { DataRequest } from '@/lib/shared/schemas/data-request';
import { getStore } from '@/lib/store';
import type { PendingDataRequest } from '@/lib/store/data-requests';
import { accept } from '@/lib/submissions/accept';
import { applicationRecordsText } from '@/lib/submissions/records';
import { erasureHooks, type ErasureHook } from './erasure-hooks';
import { confirmationLink, LINK_VALID_MS, pendingId } from './links';
import { confirmationMail } from './mail';
import { dataRequestReference } from './reference';

const { upstream } = dataRequestPage;

/** A mailbox is asked to confirm at most this many requests an hour, whoever asks. */
const MAILBOX_LIMIT = { points: 3, duration: 3600 };

/** The request as the admin API's contact endpoint takes it, its subject naming the request type. */
function toContact(request: DataRequest, reference: string): ContactInput {
  const subject = upstream.subject(request.request_type, reference);
  return {
    full_name: request.full_name,
    email: request.email,
    phone: upstream.phone,
    service: upstream.service,
    subject,
    message: request.details ? `${subject}\n\n${request.details}` : subject,
  };
}

async function runErasureHooks(email: string, log: Logger, hooks: readonly ErasureHook[]) {
  for (const hook of hooks) {
    try {
      await hook.erase(email);
      log.info({ hook: hook.name }, 'erasure_hook_done');
    } catch (error) {
      log.error({ hook: hook.name, err: { name: (error as Error)?.name } }, 'erasure_hook_failed');
    }
  }
}

/**
 * Keeps and delivers the request like an enquiry (the outbox, then the contact endpoint). An
 * access request its mailbox confirmed also lists the site's own application records.
 */
async function deliver(
  request: Request,
  key: string,
  input: DataRequest,
  log: Logger,
  confirmed = false,
) {
  const reference = dataRequestReference(key);
  const contact = toContact(input, reference);
  const records =
    confirmed && input.request_type === 'access' ? await applicationRecordsText(input.email) : '';
  if (records) contact.message = `${contact.message}\n\n${records}`;
  const answer = await accept(request, { kind: 'enquiry', key, input: contact }, log);
  return { answer, reference };
}

const limited = (wait: number): FormOutcome => ({
  outcome: {
    status: 429,
    body: {
      success: false,
      message: submissionTexts.rateLimited(Math.max(1, Math.ceil(wait / 60))),
    },
  },
  headers: { 'Retry-After': String(wait) },
});

let mailboxLimiter: ReturnType<Awaited<ReturnType<typeof getStore>>['limiter']> | undefined;

/**
 * Keeps the request until its mailbox confirms it, and mails that mailbox the signed link after
 * the answer: the address hears of every request made with it, and nothing is done without it.
 */
async function holdForConfirmation(
  { request, key, input, log }: Submission<DataRequest>,
  now = Date.now(),
): Promise<FormOutcome> {
  if (await mailCeilingReached()) return limited(3600);
  const store = await getStore();
  mailboxLimiter ??= store.limiter({ keyPrefix: 'data-request-mailbox', ...MAILBOX_LIMIT });
  const wait =
    (await consume('enquiry', request)) ??
    (await take(mailboxLimiter, normaliseMailbox(input.email)));
  if (wait !== null) return limited(wait);
  const reference = dataRequestReference(key);
  const id = pendingId(key);
  const pending = { id, email: input.email, payload: JSON.stringify({ ...input, key }) };
  if (await store.dataRequests.add({ ...pending, created_at: now }))
    sendAfterAnswer(
      async () =>
        confirmationMail(input, reference, await confirmationLink(id, now + LINK_VALID_MS)),
      log.child({ reference }),
      'data_request_confirmation',
    );
  log.info({ reference, type: input.request_type }, 'data_request_pending');
  return {
    outcome: { status: 202, body: { success: true, message: dataRequestPage.pending(reference) } },
  };
}

/**
 * A data-principal request. With mail (SMTP_URL) it waits for its mailbox's confirmation
 * (confirmDataRequest); without, it goes to the company as it is, which confirms it with the
 * person before acting: nothing is erased automatically.
 */
export async function submitDataRequest(submission: Submission<DataRequest>): Promise<FormOutcome> {
  if (mailEnabled()) return holdForConfirmation(submission);
  const { request, key, input, log } = submission;
  const { answer, reference } = await deliver(request, key, input, log);
  const { status, body } = answer.outcome;
  if (!body.success) return answer;
  return {
    ...answer,
    outcome: { status, body: { ...body, message: dataRequestPage.acknowledged(reference) } },
  };
}

type Kept = DataRequest & { key: string };
const requestOf = (pending: PendingDataRequest) => JSON.parse(pending.payload) as Kept;

/** The kept request `id` and its type in words, or undefined when it was confirmed or deleted. */
export async function pendingDataRequest(id: string) {
  const pending = await (await getStore()).dataRequests.byId(id);
  if (!pending) return undefined;
  const input = requestOf(pending);
  return {
    input,
    reference: dataRequestReference(input.key),
    type: dataRequestSubjects[input.request_type],
  };
}

/**
 * Acts on a confirmed request: delivers it to the company (idempotent by its key) and, for an
 * erasure, runs the site's erasure hooks. Of two confirmations, only the one that removes the
 * kept request runs them. Returns the delivery's answer.
 */
export async function confirmDataRequest(
  request: Request,
  id: string,
  log: Logger,
  hooks: readonly ErasureHook[] = erasureHooks,
) {
  const store = await getStore();
  const pending = await store.dataRequests.byId(id);
  if (!pending) return undefined;
  const input = requestOf(pending);
  const { answer, reference } = await deliver(request, input.key, input, log, true);
  if (answer.outcome.body.success && (await store.dataRequests.remove(id))) {
    log.info({ reference, type: input.request_type }, 'data_request_confirmed');
    if (input.request_type === 'erasure') await runErasureHooks(input.email, log, hooks);
  }
  return { answer, reference };
}
