import type { Receipt, SubmissionAnswer } from '@/lib/shared/http/answers';

/**
 * What a form learns from posting: accepted (delivered, or kept and `queued`), or refused with the
 * server's own message if it gave one. `retry` says whether the same Idempotency-Key may be sent
 * again (everything but a 422 verdict); the form picks its own words for silent failures.
 */
export type Submitted =
  | { ok: true; message: string; queued: boolean; receipt?: Receipt }
  | {
      ok: false;
      status: number;
      message?: string;
      fieldErrors: Record<string, string>;
      retry: boolean;
    };

/** Posts one submission to our route (JSON or multipart body) with its Idempotency-Key. */
export async function submitForm(
  url: string,
  body: BodyInit,
  { key, json = false }: { key?: string; json?: boolean },
): Promise<Submitted> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(json && { 'Content-Type': 'application/json' }),
    ...(key && { 'Idempotency-Key': key }),
  };
  try {
    const response = await fetch(url, { method: 'POST', body, headers });
    const answer = (await response.json().catch(() => null)) as SubmissionAnswer | null;
    if (response.ok && answer?.success)
      return {
        ok: true,
        message: answer.message,
        queued: answer.queued === true,
        ...(answer.receipt && { receipt: answer.receipt }),
      };
    const refusal = answer?.success === false ? answer : undefined;
    return {
      ok: false,
      status: response.status,
      message: refusal?.message || undefined,
      fieldErrors: refusal?.fieldErrors ?? {},
      retry: response.status !== 422,
    };
  } catch {
    return { ok: false, status: 0, fieldErrors: {}, retry: true };
  }
}
