import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
// @ts-expect-error plain ESM test helper without types
import { start } from '@/tests/fake-admin-api/server.mjs';
import { log } from '@/lib/log';
import { createSqliteStore } from '@/lib/store/sqlite';
import type { SiteStore } from '@/lib/store/store';
import { BackendError, type ApplicationInput } from '../types';
import { createAdminApiBackend, type AdminApiConfig } from '.';
import type { EnquiryValues } from '@/lib/shared/schemas/enquiry';

type Recorded = {
  method: string;
  path: string;
  headers: Record<string, string>;
  json?: unknown;
  fields?: Record<string, string>;
  files?: { name: string; filename: string; size: number; sha256: string }[];
};
type Fake = {
  url: string;
  state: { mode: string; delayMs: number; requests: Recorded[] };
  close(): Promise<void>;
};

let fake: Fake;
let dataDir: string;
let store: SiteStore;
let config: AdminApiConfig;

const enquiry: EnquiryValues = {
  full_name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '+91 98480 12345',
  service: 'Cloud Solutions',
  subject: 'Migration',
  message: 'We want to move our ERP to the cloud.',
};

const resumeBytes = new TextEncoder().encode('%PDF-1.4 resume');
const application: ApplicationInput = {
  job_id: '1001',
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'asha@example.com',
  phone: '+91 98480 12345',
  experience_years: 6,
  current_company: 'Acme',
  linkedin_url: '',
  resume: { bytes: resumeBytes, filename: 'asha cv.pdf', contentType: 'application/pdf' },
};

function mode(name: string, delayMs = 11_000) {
  fake.state.mode = name;
  fake.state.delayMs = delayMs;
}

beforeAll(async () => {
  fake = await start({ port: 0 });
  dataDir = mkdtempSync(path.join(tmpdir(), 'admin-api-'));
  store = await createSqliteStore(dataDir);
  config = {
    baseUrl: `${fake.url}/admin/api`,
    siteUrl: 'https://www.site.example/',
    publicOrigin: 'https://admin.site.example',
    store: async () => store,
  };
});
afterAll(async () => {
  await fake.close();
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  fake.state.requests = [];
  mode('ok');
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const backend = () => createAdminApiBackend(config);
const last = () => fake.state.requests.at(-1)!;

describe('request shape', () => {
  it('reads testimonials with our Origin, JSON and no cookies', async () => {
    const testimonials = await backend().getTestimonials();
    expect(testimonials).toHaveLength(6);
    expect(testimonials[0]).toMatchObject({ rating: 5, category: 'General', industry: 'Business' });
    // Photo paths are the admin's uploads, which our own route fetches from its public origin.
    expect(testimonials.map((testimonial) => testimonial.photoUrl)).toContain(
      '/api/photos/images/testimonials/priya-raghavan.png',
    );
    expect(testimonials.map((testimonial) => testimonial.photoUrl)).toContain(null);
    expect(last()).toMatchObject({ method: 'GET', path: '/admin/api/testimonials/fetch.php' });
    expect(last().headers.origin).toBe('https://www.site.example');
    expect(last().headers.accept).toBe('application/json');
    expect(last().headers.cookie).toBeUndefined();
  });

  it('pages jobs with page and limit, reshaping lists and dates', async () => {
    const { jobs, total } = await backend().getJobsPage(3, 10);
    expect(last().path).toBe('/admin/api/jobs/public-jobs.php?page=3&limit=10');
    expect(total).toBe(27);
    expect(jobs).toHaveLength(7);
    expect(jobs.filter((job) => /kubernetes/i.test(job.description))).toHaveLength(1);
    expect(jobs[0]!.requiredSkills.length).toBeGreaterThan(1);
    expect(jobs[0]!.requirements.length).toBeGreaterThan(1);
    expect(jobs[0]!.postedAt).toMatch(/^2026-\d\d-\d\dT/);
  });

  it('posts the six enquiry fields as JSON', async () => {
    await expect(backend().submitEnquiry(enquiry)).resolves.toMatchObject({ success: true });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/admin/api/contacts/submit.php',
      json: enquiry,
    });
    expect(last().headers['content-type']).toBe('application/json');
    expect(last().headers.origin).toBe('https://www.site.example');
    expect(last().headers.cookie).toBeUndefined();
  });

  it('posts applications as multipart with non-empty fields and the file in `resume`', async () => {
    await expect(backend().submitApplication(application)).resolves.toEqual({
      success: true,
      message: 'Application submitted successfully!',
    });
    expect(last().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(last().fields).toEqual({
      job_id: '1001',
      first_name: 'Asha',
      last_name: 'Verma',
      email: 'asha@example.com',
      phone: '+91 98480 12345',
      experience_years: '6',
      current_company: 'Acme',
    });
    expect(last().files).toEqual([
      expect.objectContaining({
        name: 'resume',
        filename: 'asha cv.pdf',
        size: resumeBytes.length,
        sha256: createHash('sha256').update(resumeBytes).digest('hex'),
      }),
    ]);
  });
});

describe('answers and failures', () => {
  it('turns success:false with a message into a failed SubmissionResult', async () => {
    mode('success-false');
    await expect(backend().submitEnquiry(enquiry)).resolves.toEqual({
      success: false,
      message: 'Submission rejected by the admin API',
      missingFields: [],
    });
  });

  it('uses the default messages when success:false comes without one', async () => {
    mode('missing-fields');
    await expect(backend().submitEnquiry(enquiry)).resolves.toEqual({
      success: false,
      message: 'Failed to submit form',
      missingFields: ['phone', 'subject'],
    });
    await expect(backend().submitApplication(application)).resolves.toEqual({
      success: false,
      message: 'Failed to submit application',
      missingFields: ['phone', 'subject'],
    });
  });

  it('raises each call’s product message with the status on a 500', async () => {
    mode('error500');
    const calls = [
      [() => backend().getTestimonials(), 'Failed to fetch testimonials'],
      [() => backend().getJobsPage(1, 10), 'Failed to fetch jobs'],
      [() => backend().submitEnquiry(enquiry), 'Failed to submit form'],
      [() => backend().submitApplication(application), 'Failed to submit application'],
    ] as const;
    for (const [call, message] of calls) {
      await expect(call()).rejects.toMatchObject({
        name: 'BackendError',
        message,
        status: 500,
        kind: 'status',
      });
    }
  });

  it('raises a format error on a non-JSON answer', async () => {
    mode('nonjson');
    await expect(backend().getTestimonials()).rejects.toMatchObject({
      status: 200,
      kind: 'format',
    });
    await expect(backend().submitEnquiry(enquiry)).rejects.toMatchObject({
      message: 'Failed to submit form',
      kind: 'format',
    });
  });

  it('raises status 0 when the connection is dropped', async () => {
    mode('reset');
    await expect(backend().getJobsPage(1, 10)).rejects.toMatchObject({
      message: 'Failed to fetch jobs',
      status: 0,
      kind: 'network',
    });
  });

  it('reports empty testimonials as an empty list and a missing array as invalid format', async () => {
    mode('empty-testimonials');
    await expect(backend().getTestimonials()).resolves.toEqual([]);
    mode('bad-testimonials');
    await expect(backend().getTestimonials()).rejects.toMatchObject({
      message: 'Invalid data format received',
    });
    mode('success-false');
    await expect(backend().getTestimonials()).rejects.toMatchObject({
      message: 'Invalid data format received',
    });
  });

  it('logs one structured line per failure, without personal data', async () => {
    mode('error500');
    const error = jest.spyOn(log, 'error').mockImplementation(() => {});
    await expect(backend().submitEnquiry(enquiry)).rejects.toBeInstanceOf(BackendError);
    expect(error).toHaveBeenCalledTimes(1);
    const [fields, msg] = error.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(msg).toBe('admin_api_failure');
    expect(fields).toMatchObject({ status: 500, path: '/contacts/submit.php', method: 'POST' });
    expect(typeof fields.durationMs).toBe('number');
    expect(JSON.stringify(error.mock.calls[0])).not.toMatch(/asha|98480/i);
    error.mockRestore();
  });
});

describe('timeout', () => {
  it('gives up after the configured timeout with status 0', async () => {
    mode('slow', 2_000);
    const started = Date.now();
    const quick = createAdminApiBackend({ ...config, timeoutMs: 200 });
    await expect(quick.submitEnquiry(enquiry)).rejects.toMatchObject({
      status: 0,
      kind: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('waits 10 s by default', async () => {
    mode('slow', 10_800);
    const started = Date.now();
    await expect(backend().getTestimonials()).rejects.toMatchObject({ status: 0, kind: 'timeout' });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(9_900);
    expect(elapsed).toBeLessThan(10_700);
  }, 20_000);
});
