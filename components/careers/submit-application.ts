import type { ApplicationData } from '@/lib/schemas/application';

export type SubmitAnswer =
  | { ok: true; message: string; queued: boolean }
  | { ok: false; message: string; errors: Record<string, string>; missingFields: string[]; retry: boolean };

/** The Idempotency-Key of this submission and the honeypot's value (empty for people). */
export type SubmitExtras = { key?: string; website?: string };

/** Posts the validated form as multipart (the resume in the part 'resume'), empty optional fields left out. */
export async function submitApplication(data: ApplicationData, { key, website }: SubmitExtras = {}): Promise<SubmitAnswer> {
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
    const answer = (await response.json().catch(() => ({}))) as {
      success?: boolean;
      queued?: boolean;
      message?: string;
      errors?: Record<string, string>;
      missingFields?: string[];
    };
    if (response.ok && answer.success) return { ok: true, message: answer.message ?? '', queued: answer.queued === true };
    return {
      ok: false,
      message: answer.message || 'Failed to submit application',
      errors: answer.errors ?? {},
      missingFields: answer.missingFields ?? [],
      retry: response.status !== 422,
    };
  } catch {
    return { ok: false, message: 'Failed to submit application', errors: {}, missingFields: [], retry: true };
  }
}
