import 'server-only';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { RESUME_MAX_BYTES, applicationMessages } from '@/content/application';
import { isEmailAddress } from '@/lib/shared/schemas/email';
import type { SiteStore } from '@/lib/store';
import type { EnquiryRecord } from '@/lib/store/embedded';
import type { ApplicationInput, ContactInput } from '../types';

/**
 * The admin API's answers, produced from the local store, so the embedded adapter
 * goes through the same parsing and reshaping as the real one.
 */
type Verdict = { success: boolean; message: string; missing_fields?: string[] };

const ENQUIRY_FIELDS = ['full_name', 'email', 'phone', 'service', 'subject', 'message'] as const;
const APPLICATION_REQUIRED = [
  'job_id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'experience_years',
] as const;
const RESUME_TYPES = new Set(['pdf', 'doc', 'docx']);

const blank = (value: unknown) =>
  value === undefined || value === null || String(value).trim() === '';

function missing(fields: readonly string[], record: Record<string, unknown>): Verdict | null {
  const absent = fields.filter((field) => blank(record[field]));
  return absent.length
    ? { success: false, message: 'Missing required fields', missing_fields: absent }
    : null;
}

export async function testimonialsAnswer(tables: SiteStore['embedded']) {
  return { success: true, data: { testimonials: await tables.testimonials() } };
}

export async function jobsAnswer(tables: SiteStore['embedded'], page: number, limit: number) {
  const safePage = Math.max(1, Math.floor(page) || 1);
  const safeLimit = Math.min(50, Math.max(1, Math.floor(limit) || 10));
  return { success: true, data: await tables.jobsPage(safeLimit, (safePage - 1) * safeLimit) };
}

export async function contactAnswer(
  tables: SiteStore['embedded'],
  input: ContactInput,
): Promise<Verdict> {
  const record = input as Record<string, unknown>;
  const absent = missing(ENQUIRY_FIELDS, record);
  if (absent) return absent;
  if (!isEmailAddress(input.email.trim()))
    return { success: false, message: 'Invalid email address' };
  await tables.addEnquiry(
    Object.fromEntries(
      ENQUIRY_FIELDS.map((field) => [field, String(record[field]).trim()]),
    ) as EnquiryRecord,
  );
  return { success: true, message: 'Thank you for contacting us. We will get back to you soon.' };
}

export async function applicationAnswer(
  tables: SiteStore['embedded'],
  input: ApplicationInput,
): Promise<Verdict> {
  const record = input as unknown as Record<string, unknown>;
  const absentFields = APPLICATION_REQUIRED.filter((field) => blank(record[field]));
  if (!input.resume || input.resume.bytes.byteLength === 0) absentFields.push('resume' as never);
  if (absentFields.length)
    return { success: false, message: 'Missing required fields', missing_fields: absentFields };
  if (!isEmailAddress(input.email.trim()))
    return { success: false, message: 'Invalid email address' };
  if (!(await tables.jobExists(Number(input.job_id))))
    return { success: false, message: 'This job is no longer open' };
  const extension = path.extname(input.resume.filename).slice(1).toLowerCase();
  if (!RESUME_TYPES.has(extension))
    return { success: false, message: 'Resume must be a PDF, DOC or DOCX file' };
  if (input.resume.bytes.byteLength > RESUME_MAX_BYTES)
    return { success: false, message: applicationMessages.resumeSize };

  const { resume, ...fields } = input;
  await tables.addApplication({
    job_id: String(input.job_id),
    fields: JSON.stringify(fields),
    resume: {
      bytes: resume.bytes,
      extension,
      contentType: resume.contentType,
      sha256: createHash('sha256').update(resume.bytes).digest('hex'),
    },
  });
  return { success: true, message: 'Application submitted successfully!' };
}
