import type { SubmissionAnswer } from '@/lib/shared/http/answers';
import type { ApplicationData } from '@/lib/shared/schemas/application';

const FAILED = 'Failed to submit application';

export type SubmitResult =
  | { ok: true; message: string; queued: boolean }
  | { ok: false; message: string; fieldErrors: Record<string, string>; retry: boolean };

/** The Idempotency-Key of this submission and the honeypot's value (empty for people). */
export type SubmitExtras = { key?: string; website?: string };

/** Posts the validated form as multipart (the resume in the part 'resume'), empty optional fields left out. */
export async function submitApplication(data: ApplicationData, { key, website }: SubmitExtras = {}): Promise<SubmitResult> {
  const body = new FormData();
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined || name === 'resume') continue;
    body.append(name, String(value));
  }
  body.append('resume', data.resume as File);
  if (website) body.append('website', website);
  const headers: Record<string, string> = { Accept: 'application/json', ...(key && { 'Idempotency-Key': key }) };
  try {
    const response = await fetch('/api/applications', { method: 'POST', body, headers });
    const answer = (await response.json().catch(() => null)) as SubmissionAnswer | null;
    if (response.ok && answer?.success) return { ok: true, message: answer.message, queued: answer.queued === true };
    const refusal = answer?.success === false ? answer : undefined;
    return { ok: false, message: refusal?.message || FAILED, fieldErrors: refusal?.fieldErrors ?? {}, retry: response.status !== 422 };
  } catch {
    return { ok: false, message: FAILED, fieldErrors: {}, retry: true };
  }
}
