import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeStores } from '../store/database';
import type { ApplicationInput, EnquiryInput } from '../types';
import { createEmbeddedBackend } from '.';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'embedded-'));
});
afterEach(() => {
  closeStores();
  rmSync(dataDir, { recursive: true, force: true });
});

const enquiry: EnquiryInput = {
  full_name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '+91 90000 11111',
  service: 'Data Analytics',
  subject: 'Dashboards',
  message: 'Please call me about BI dashboards.',
};

const bytes = new TextEncoder().encode('%PDF-1.7 ravi');
const application: ApplicationInput = {
  job_id: '1003',
  first_name: 'Ravi',
  last_name: 'Kumar',
  email: 'ravi@example.com',
  phone: '+91 90000 11111',
  experience_years: 4,
  resume: { bytes, filename: '../../etc/Ravi Kumar CV.PDF', contentType: 'application/pdf' },
};

const rows = (table: string) => {
  closeStores();
  const db = new Database(path.join(dataDir, 'site.db'), { readonly: true });
  const result = db.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[];
  db.close();
  return result;
};

it('creates, migrates and seeds the store on first use, once', async () => {
  const backend = createEmbeddedBackend({ dataDir });
  expect(await backend.getTestimonials()).toHaveLength(6);
  closeStores();
  expect(await createEmbeddedBackend({ dataDir }).getTestimonials()).toHaveLength(6);
  expect(rows('schema_version')).toEqual([{ version: 1 }, { version: 2 }]);
});

it('pages the demo jobs like the admin API', async () => {
  const backend = createEmbeddedBackend({ dataDir });
  const first = await backend.getJobsPage(1, 10);
  const third = await backend.getJobsPage(3, 10);
  expect(first.total).toBe(27);
  expect(first.jobs).toHaveLength(10);
  expect(third.jobs).toHaveLength(7);
  const all = [...first.jobs, ...(await backend.getJobsPage(2, 10)).jobs, ...third.jobs];
  const mentions = all.filter((job) => JSON.stringify(job).toLowerCase().includes('kubernetes'));
  expect(mentions.map((job) => job.id)).toEqual([third.jobs.find((job) => /Kubernetes/.test(job.description))!.id]);
  expect(new Set(all.map((job) => job.employmentType))).toEqual(new Set(['Full-time', 'Part-time', 'Contract', 'Internship']));
});

it('stores a complete enquiry and rejects missing fields like the admin API', async () => {
  const backend = createEmbeddedBackend({ dataDir });
  await expect(backend.submitEnquiry(enquiry)).resolves.toMatchObject({ success: true });
  await expect(backend.submitEnquiry({ ...enquiry, phone: ' ', subject: '' })).resolves.toEqual({
    success: false,
    message: 'Missing required fields',
    missingFields: ['phone', 'subject'],
  });
  expect(rows('enquiries')).toEqual([expect.objectContaining({ ...enquiry })]);
});

it('stores an application with its resume under a generated name', async () => {
  const backend = createEmbeddedBackend({ dataDir });
  await expect(backend.submitApplication(application)).resolves.toEqual({
    success: true,
    message: 'Application submitted successfully!',
  });
  const stored = rows('applications')[0]!;
  expect(stored.resume_path).toMatch(/^resumes\/[0-9a-f-]{36}\.pdf$/);
  expect(readFileSync(path.join(dataDir, String(stored.resume_path)))).toEqual(Buffer.from(bytes));
  expect(readdirSync(path.join(dataDir, 'resumes'))).toHaveLength(1);
  expect(existsSync(path.join(dataDir, 'Ravi Kumar CV.PDF'))).toBe(false);
  expect(JSON.parse(String(stored.fields))).toMatchObject({ first_name: 'Ravi', job_id: '1003' });
});

it('answers application failures like the admin API', async () => {
  const backend = createEmbeddedBackend({ dataDir });
  const empty = { ...application, first_name: '', resume: { ...application.resume, bytes: new Uint8Array() } };
  await expect(backend.submitApplication(empty)).resolves.toEqual({
    success: false,
    message: 'Missing required fields',
    missingFields: ['first_name', 'resume'],
  });
  const exe = { ...application, resume: { ...application.resume, filename: 'cv.exe' } };
  await expect(backend.submitApplication(exe)).resolves.toMatchObject({ success: false });
  await expect(backend.submitApplication({ ...application, job_id: '42' })).resolves.toMatchObject({ success: false });
  expect(rows('applications')).toEqual([]);
});
