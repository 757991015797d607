import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { writeDurably } from '@/lib/submissions/durable-file';
import type { Store } from '../store/database';
import type { ApplicationInput, EnquiryInput } from '../types';

/**
 * The admin API's answers (spec 7), produced from the local store, so the embedded adapter
 * goes through the same parsing and reshaping as the real one.
 */
type Verdict = { success: boolean; message: string; missing_fields?: string[] };

const ENQUIRY_FIELDS = ['full_name', 'email', 'phone', 'service', 'subject', 'message'] as const;
const APPLICATION_REQUIRED = ['job_id', 'first_name', 'last_name', 'email', 'phone', 'experience_years'] as const;
const RESUME_TYPES = new Set(['pdf', 'doc', 'docx']);
const RESUME_MAX_BYTES = 10 * 1024 * 1024;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

function missing(fields: readonly string[], record: Record<string, unknown>): Verdict | null {
  const absent = fields.filter((field) => blank(record[field]));
  return absent.length ? { success: false, message: 'Missing required fields', missing_fields: absent } : null;
}

export function testimonialsAnswer(db: Store) {
  const testimonials = db
    .prepare('SELECT name, designation, profile_image, message, created_at FROM testimonials ORDER BY created_at DESC')
    .all();
  return { success: true, data: { testimonials } };
}

export function jobsAnswer(db: Store, page: number, limit: number) {
  const safePage = Math.max(1, Math.floor(page) || 1);
  const safeLimit = Math.min(50, Math.max(1, Math.floor(limit) || 10));
  const rows = db
    .prepare('SELECT data FROM jobs ORDER BY position LIMIT ? OFFSET ?')
    .all(safeLimit, (safePage - 1) * safeLimit) as { data: string }[];
  const { total } = db.prepare('SELECT COUNT(*) AS total FROM jobs').get() as { total: number };
  return { success: true, data: { jobs: rows.map((row) => JSON.parse(row.data) as unknown), total } };
}

export function contactAnswer(db: Store, input: EnquiryInput): Verdict {
  const record = input as Record<string, unknown>;
  const absent = missing(ENQUIRY_FIELDS, record);
  if (absent) return absent;
  if (!EMAIL.test(input.email.trim())) return { success: false, message: 'Invalid email address' };
  db.prepare(
    `INSERT INTO enquiries (id, full_name, email, phone, service, subject, message, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(randomUUID(), ...ENQUIRY_FIELDS.map((field) => String(record[field]).trim()), new Date().toISOString());
  return { success: true, message: 'Thank you for contacting us. We will get back to you soon.' };
}

export function applicationAnswer(db: Store, dataDir: string, input: ApplicationInput): Verdict {
  const record = input as unknown as Record<string, unknown>;
  const absentFields = APPLICATION_REQUIRED.filter((field) => blank(record[field]));
  if (!input.resume || input.resume.bytes.byteLength === 0) absentFields.push('resume' as never);
  if (absentFields.length) return { success: false, message: 'Missing required fields', missing_fields: absentFields };
  if (!EMAIL.test(input.email.trim())) return { success: false, message: 'Invalid email address' };
  const job = db.prepare('SELECT id FROM jobs WHERE id = ?').get(Number(input.job_id));
  if (!job) return { success: false, message: 'This job is no longer open' };
  const ext = path.extname(input.resume.filename).slice(1).toLowerCase();
  if (!RESUME_TYPES.has(ext)) return { success: false, message: 'Resume must be a PDF, DOC or DOCX file' };
  if (input.resume.bytes.byteLength > RESUME_MAX_BYTES) return { success: false, message: 'Resume must be 10 MB or smaller' };

  const id = randomUUID();
  const dir = path.resolve(dataDir, 'resumes');
  mkdirSync(dir, { recursive: true });
  const relative = path.join('resumes', `${id}.${ext}`);
  writeDurably(path.resolve(dataDir, relative), input.resume.bytes);
  const { resume, ...fields } = input;
  db.prepare(
    `INSERT INTO applications (id, job_id, fields, resume_path, resume_type, resume_size, resume_sha256, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    String(input.job_id),
    JSON.stringify(fields),
    relative,
    resume.contentType,
    resume.bytes.byteLength,
    createHash('sha256').update(resume.bytes).digest('hex'),
    new Date().toISOString(),
  );
  return { success: true, message: 'Application submitted successfully!' };
}
