import 'server-only';
import { firstSeenLookup } from '../first-seen';
import { sourceLabel } from '@/lib/shared/application-source';
import type { SiteStore } from '@/lib/store/store';
import {
  BackendError,
  type ApplicationInput,
  type ContactInput,
  type Backend,
  type SubmissionResult,
  type SubmitOptions,
} from '../types';
import { createAdminClient, type AdminAnswer, type AdminClientConfig } from './client';
import {
  APPLICATION_FAILED,
  ENQUIRY_FAILED,
  reshapeJobsPage,
  reshapeSubmission,
  reshapeTestimonials,
} from './reshape';
import { jobsAnswerSchema, submissionAnswerSchema, testimonialsAnswerSchema } from './schemas';

const PATHS = {
  testimonials: '/testimonials/fetch.php',
  contact: '/contacts/submit.php',
  jobs: '/jobs/public-jobs.php',
  application: '/applications/submit-application.php',
} as const;

const TESTIMONIALS_FAILED = 'Failed to fetch testimonials';
const INVALID_FORMAT = 'Invalid data format received';
const JOBS_FAILED = 'Failed to fetch jobs';

/** Exported for tests that build the adapter with their own settings. */
export type AdminApiConfig = AdminClientConfig & {
  /** Where admin uploads are publicly served (ADMIN_PUBLIC_ORIGIN, else the API's origin). */
  publicOrigin: string;
  /** The site's own store, for job first-seen dates. */
  store: () => Promise<SiteStore>;
  /** ADMIN_TIMEZONE: the zone of the admin's times that carry none. */
  timeZone?: string;
  /** ADMIN_API_SOURCE_FIELD: the application field that carries where the applicant came from; unset, none is sent. */
  sourceField?: string;
};

/** Re-raises any failure of `run` as a BackendError with the product's message. */
async function withMessage<T>(message: string, path: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof BackendError)
      throw new BackendError(message, error.status, error.path, error.kind, error.retryAfterMs);
    throw new BackendError(message, 0, path, 'format');
  }
}

/** 2xx with a verdict, or a 4xx that still carries a readable `success: false` verdict. */
function verdict(answer: AdminAnswer, path: string, fallback: string): SubmissionResult {
  const parsed = submissionAnswerSchema.safeParse(answer.body);
  const ok = answer.status >= 200 && answer.status < 300;
  // 408 and 429 say 'not now', not 'no': they are retried, never shown as a verdict.
  const clientError =
    answer.status >= 400 && answer.status < 500 && answer.status !== 408 && answer.status !== 429;
  if (parsed.success && (ok || (clientError && !parsed.data.success)))
    return reshapeSubmission(parsed.data, fallback);
  throw new BackendError(
    fallback,
    answer.status,
    path,
    ok ? 'format' : 'status',
    answer.retryAfterMs,
  );
}

export function createAdminApiBackend(config: AdminApiConfig): Backend {
  const client = createAdminClient(config);

  return {
    async getTestimonials() {
      const answer = await withMessage(TESTIMONIALS_FAILED, PATHS.testimonials, () =>
        client.get(PATHS.testimonials),
      );
      if (answer.status < 200 || answer.status >= 300) {
        throw new BackendError(TESTIMONIALS_FAILED, answer.status, PATHS.testimonials, 'status');
      }
      const parsed = testimonialsAnswerSchema.safeParse(answer.body);
      if (!parsed.success)
        throw new BackendError(INVALID_FORMAT, answer.status, PATHS.testimonials, 'format');
      return reshapeTestimonials(parsed.data.data.testimonials, config.publicOrigin);
    },

    async getJobsPage(page, limit) {
      const path = `${PATHS.jobs}?page=${page}&limit=${limit}`;
      const answer = await withMessage(JOBS_FAILED, path, () => client.get(path));
      const parsed = jobsAnswerSchema.safeParse(answer.body);
      const ok = answer.status >= 200 && answer.status < 300;
      if (!ok || !parsed.success)
        throw new BackendError(JOBS_FAILED, answer.status, path, ok ? 'format' : 'status');
      return reshapeJobsPage(parsed.data.data, firstSeenLookup(config.store), config.timeZone);
    },

    async submitEnquiry(input: ContactInput, options?: SubmitOptions) {
      const answer = await withMessage(ENQUIRY_FAILED, PATHS.contact, () =>
        client.postJson(PATHS.contact, input, options?.idempotencyKey),
      );
      return verdict(answer, PATHS.contact, ENQUIRY_FAILED);
    },

    async submitApplication(input: ApplicationInput, options?: SubmitOptions) {
      const form = new FormData();
      const { source, ...fields } = input;
      for (const [name, value] of Object.entries(fields)) {
        if (
          name === 'resume' ||
          value === undefined ||
          value === null ||
          String(value).trim() === ''
        )
          continue;
        form.append(name, String(value));
      }
      // The contract is unchanged unless the owners name a field for where applicants came from.
      if (config.sourceField && source) form.append(config.sourceField, sourceLabel(source));
      const { bytes, filename, contentType } = input.resume;
      form.append(
        'resume',
        new Blob([bytes as Uint8Array<ArrayBuffer>], { type: contentType }),
        filename,
      );
      const answer = await withMessage(APPLICATION_FAILED, PATHS.application, () =>
        client.postForm(PATHS.application, form, options?.idempotencyKey),
      );
      return verdict(answer, PATHS.application, APPLICATION_FAILED);
    },
  };
}
