import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSqliteStore } from '@/lib/store/sqlite';
import type { SiteStore } from '@/lib/store/store';
import type { ApplicationInput } from '../types';
import { createEmbeddedBackend as createBackend } from '.';
import type { EnquiryValues } from '@/lib/shared/schemas/enquiry';
import { demoJobs } from '@/content/demo/jobs';
import { demoTestimonials } from '@/content/demo/testimonials';

let dataDir: string;
const opened: Promise<SiteStore>[] = [];

/** The embedded backend on a SQLite store in `dataDir` (a new connection each time, like a restart). */
function createEmbeddedBackend() {
  const store = createSqliteStore(dataDir);
  opened.push(store);
  return createBackend({ store: () => store });
}
const closeStores = () => Promise.all(opened.splice(0).map(async (store) => (await store).close()));

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'embedded-'));
});
afterEach(async () => {
  await closeStores();
  rmSync(dataDir, { recursive: true, force: true });
});

const enquiry: EnquiryValues = {
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

const rows = async (table: string) => {
  await closeStores();
  const db = new Database(path.join(dataDir, 'site.db'), { readonly: true });
  const result = db.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[];
  db.close();
  return result;
};

it('creates, migrates and seeds the store on first use, once', async () => {
  const backend = createEmbeddedBackend();
  expect(await backend.getTestimonials()).toHaveLength(demoTestimonials.length);
  await closeStores();
  expect(await createEmbeddedBackend().getTestimonials()).toHaveLength(demoTestimonials.length);
  const migrations = (await rows('kysely_migration')).map((row) => row.name);
  expect(migrations.length).toBeGreaterThan(0);
  expect(new Set(migrations).size).toBe(migrations.length);
});

it('pages the demo jobs like the admin API', async () => {
  const backend = createEmbeddedBackend();
  const pages = Math.ceil(demoJobs.length / 10);
  const all = [];
  for (let page = 1; page <= pages; page += 1) {
    const { jobs, total } = await backend.getJobsPage(page, 10);
    expect(total).toBe(demoJobs.length);
    expect(jobs).toHaveLength(Math.min(10, demoJobs.length - (page - 1) * 10));
    all.push(...jobs);
  }
  expect(all.map((job) => job.id)).toEqual(demoJobs.map((job) => String(job.id)));
  const mentions = all.filter((job) => JSON.stringify(job).toLowerCase().includes('kubernetes'));
  expect(mentions.map((job) => job.id)).toEqual(
    all.filter((job) => /Kubernetes/.test(job.description)).map((job) => job.id),
  );
  expect(new Set(all.map((job) => job.employmentType))).toEqual(
    new Set(['Full-time', 'Part-time', 'Contract', 'Internship']),
  );
});

it('stores a complete enquiry and rejects missing fields like the admin API', async () => {
  const backend = createEmbeddedBackend();
  await expect(backend.submitEnquiry(enquiry)).resolves.toMatchObject({ success: true });
  await expect(backend.submitEnquiry({ ...enquiry, phone: ' ', subject: '' })).resolves.toEqual({
    success: false,
    message: 'Missing required fields',
    missingFields: ['phone', 'subject'],
  });
  expect(await rows('enquiries')).toEqual([expect.objectContaining({ ...enquiry })]);
});

it('stores an application with its resume under a generated name', async () => {
  const backend = createEmbeddedBackend();
  await expect(backend.submitApplication(application)).resolves.toEqual({
    success: true,
    message: 'Application submitted successfully!',
  });
  const stored = (await rows('applications'))[0]!;
  expect(stored.resume_path).toMatch(/^resumes\/[0-9a-f-]{36}\.pdf$/);
  expect(readFileSync(path.join(dataDir, String(stored.resume_path)))).toEqual(Buffer.from(bytes));
  expect(statSync(path.join(dataDir, String(stored.resume_path))).mode & 0o777).toBe(0o600);
  expect(readdirSync(path.join(dataDir, 'resumes'))).toHaveLength(1);
  expect(existsSync(path.join(dataDir, 'Ravi Kumar CV.PDF'))).toBe(false);
  expect(JSON.parse(String(stored.fields))).toMatchObject({ first_name: 'Ravi', job_id: '1003' });
});

it('answers application failures like the admin API', async () => {
  const backend = createEmbeddedBackend();
  const empty = {
    ...application,
    first_name: '',
    resume: { ...application.resume, bytes: new Uint8Array() },
  };
  await expect(backend.submitApplication(empty)).resolves.toEqual({
    success: false,
    message: 'Missing required fields',
    missingFields: ['first_name', 'resume'],
  });
  const exe = { ...application, resume: { ...application.resume, filename: 'cv.exe' } };
  await expect(backend.submitApplication(exe)).resolves.toMatchObject({ success: false });
  await expect(backend.submitApplication({ ...application, job_id: '42' })).resolves.toMatchObject({
    success: false,
  });
  expect(await rows('applications')).toEqual([]);
});
