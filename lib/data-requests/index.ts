import 'server-only';
import { dataRequestPage } from '@/content/data-protection';
import type { ContactInput } from '@/lib/backend/types';
import type { FormOutcome } from '@/lib/forms/answer';
import type { Submission } from '@/lib/forms/route';
import type { Logger } from '@/lib/log';
import type { DataRequest } from '@/lib/shared/schemas/data-request';
import { accept } from '@/lib/submissions/accept';
import { erasureHooks, type ErasureHook } from './erasure-hooks';
import { dataRequestReference } from './reference';

const { upstream } = dataRequestPage;

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
 * Keeps and delivers a data-principal request like an enquiry (the outbox, then the contact
 * endpoint) and acknowledges it with its reference number; an erasure request also runs the
 * site's erasure hooks once it is stored.
 */
export async function submitDataRequest(
  { request, key, input, log }: Submission<DataRequest>,
  hooks: readonly ErasureHook[] = erasureHooks,
): Promise<FormOutcome> {
  const reference = dataRequestReference(key);
  const answer = await accept(
    request,
    { kind: 'enquiry', key, input: toContact(input, reference) },
    log,
  );
  const { status, body } = answer.outcome;
  if (!body.success) return answer;
  if (input.request_type === 'erasure' && !answer.headers?.['Idempotent-Replayed'])
    await runErasureHooks(input.email, log, hooks);
  return {
    ...answer,
    outcome: { status, body: { ...body, message: dataRequestPage.acknowledged(reference) } },
  };
}
