import type { ApplicationData } from '@/lib/schemas/application';

export type SubmitAnswer =
  | { ok: true; message: string }
  | { ok: false; message: string; errors: Record<string, string>; missingFields: string[] };

/** Posts the validated form as multipart (the resume in the part 'resume'), empty optional fields left out. */
export async function submitApplication(data: ApplicationData): Promise<SubmitAnswer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined || name === 'resume') continue;
    body.append(name, String(value));
  }
  body.append('resume', data.resume as File);
  try {
    const response = await fetch('/api/applications', { method: 'POST', body, headers: { Accept: 'application/json' } });
    const answer = (await response.json().catch(() => ({}))) as {
      success?: boolean;
      message?: string;
      errors?: Record<string, string>;
      missingFields?: string[];
    };
    if (response.ok && answer.success) return { ok: true, message: answer.message ?? '' };
    return {
      ok: false,
      message: answer.message || 'Failed to submit application',
      errors: answer.errors ?? {},
      missingFields: answer.missingFields ?? [],
    };
  } catch {
    return { ok: false, message: 'Failed to submit application', errors: {}, missingFields: [] };
  }
}
