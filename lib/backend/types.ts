/**
 * The app's view of the company's admin API (spec 7). Two adapters implement it:
 * `admin-api/` (ADMIN_API_URL set) and `embedded/` (SQLite in DATA_DIR, demo data).
 */

export type Testimonial = {
  name: string;
  designation: string;
  /** Absolute or site-relative URL, or null when the admin API sent none. */
  photoUrl: string | null;
  quote: string;
  /** ISO date string as received. */
  createdAt: string;
  /** Fixed by the client (spec 3). */
  rating: 5;
  category: 'General';
  industry: 'Business';
};

export type Job = {
  id: string;
  title: string;
  description: string;
  location: string | null;
  employmentType: string | null;
  workType: string | null;
  experience: string | null;
  education: string | null;
  requiredSkills: string[];
  requirements: string[];
  /** ISO date the job was posted, when the admin API sends one. */
  postedAt: string | null;
};

export type JobsPage = {
  /** The page's usable jobs (entries without id or title are dropped). */
  jobs: Job[];
  /** How many entries the API's page held, usable or not: paging goes by this, not by `jobs`. */
  received: number;
  /** All open jobs as the API counts them, or null when it did not say. */
  total: number | null;
};

/** The six fields of the enquiry form (spec 3). */
export type EnquiryInput = {
  full_name: string;
  email: string;
  phone: string;
  service: string;
  subject: string;
  message: string;
};

export type ResumeFile = { bytes: Uint8Array; filename: string; contentType: string };

/** The application form's fields as sent to the admin API (empty optional fields left out). */
export type ApplicationInput = {
  job_id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  experience_years: number;
  current_company?: string;
  linkedin_url?: string;
  portfolio_url?: string;
  expected_salary?: string;
  notice_period?: string;
  cover_letter?: string;
  resume: ResumeFile;
};

/** The admin API's verdict on a submission (spec 7: success, message, missing_fields). */
export type SubmissionResult =
  | { success: true; message: string }
  | { success: false; message: string; missingFields: string[] };

/** Per-delivery options: the key the admin API can drop duplicates by (sent as Idempotency-Key). */
export type SubmitOptions = { idempotencyKey?: string };

export interface Backend {
  getTestimonials(): Promise<Testimonial[]>;
  /** One page of the admin API's job list (page from 1, limit 10). */
  getJobsPage(page: number, limit: number): Promise<JobsPage>;
  submitEnquiry(input: EnquiryInput, options?: SubmitOptions): Promise<SubmissionResult>;
  submitApplication(input: ApplicationInput, options?: SubmitOptions): Promise<SubmissionResult>;
}

/**
 * Why there was no clear answer: no connection, no answer in time, an HTTP error status,
 * or an answer in a shape we cannot read.
 */
export type BackendErrorKind = 'network' | 'timeout' | 'status' | 'format';

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
