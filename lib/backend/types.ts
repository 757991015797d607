import 'server-only';
import type { ApplicationSource } from '@/lib/shared/application-source';
import type { Job } from '@/lib/shared/domain/job';
import type { Testimonial } from '@/lib/shared/domain/testimonial';
import type { ApplicationData } from '@/lib/shared/schemas/application';
import type { EnquiryValues } from '@/lib/shared/schemas/enquiry';

export type JobsPage = {
  /** The page's usable jobs (entries without id or title are dropped). */
  jobs: Job[];
  /** How many entries the API's page held, usable or not: paging goes by this, not by `jobs`. */
  received: number;
  /** All open jobs as the API counts them, or null when it did not say. */
  total: number | null;
};

/**
 * What the contact endpoint takes: an enquiry's fields, the service as free text (the enquiry
 * form names one of its choices; a data-principal request names itself).
 */
export type ContactInput = Omit<EnquiryValues, 'service'> & { service: string };

type ResumeFile = { bytes: Uint8Array; filename: string; contentType: string };

/** The application form's fields as the shared schema outputs them (empty optional fields left out), with the resume read. */
export type ApplicationInput = Omit<ApplicationData, 'resume'> & {
  resume: ResumeFile;
  /** With `talent_pool_consent: 'yes'`: the words the candidate agreed to, and when (ISO time). */
  talent_pool_consent_text?: string;
  talent_pool_consent_at?: string;
  /** Where the applicant came from; sent upstream only in ADMIN_API_SOURCE_FIELD's field. */
  source?: ApplicationSource;
};

/** The admin API's verdict on a submission (success, message, missing_fields). */
export type SubmissionResult =
  { success: true; message: string } | { success: false; message: string; missingFields: string[] };

/** Per-delivery options: the key the admin API can drop duplicates by (sent as Idempotency-Key). */
export type SubmitOptions = { idempotencyKey?: string };

/**
 * The app's view of the company's admin API (README.md, The admin API). Two adapters implement it:
 * `admin-api/` (ADMIN_API_URL set) and `embedded/` (SQLite in DATA_DIR, demo data).
 */
export interface Backend {
  getTestimonials(): Promise<Testimonial[]>;
  /** One page of the admin API's job list (page from 1, limit 10). */
  getJobsPage(page: number, limit: number): Promise<JobsPage>;
  submitEnquiry(input: ContactInput, options?: SubmitOptions): Promise<SubmissionResult>;
  submitApplication(input: ApplicationInput, options?: SubmitOptions): Promise<SubmissionResult>;
}

/**
 * Why there was no clear answer: no connection, no answer in time, an HTTP error status,
 * or an answer in a shape we cannot read.
 */
type BackendErrorKind = 'network' | 'timeout' | 'status' | 'format';

/**
 * Any failure to get a clear answer from the backend; `status` is the HTTP status or 0 for none,
 * `retryAfterMs` what a 429 or 503 asked for in Retry-After.
 */
export class BackendError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly path: string,
    readonly kind: BackendErrorKind = status === 0 ? 'network' : 'status',
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'BackendError';
  }
}
