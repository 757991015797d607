import 'server-only';
import {
  APPLICATION_FAILED,
  ENQUIRY_FAILED,
  reshapeJobsPage,
  reshapeSubmission,
  reshapeTestimonials,
} from '../admin-api/reshape';
import {
  jobsAnswerSchema,
  submissionAnswerSchema,
  testimonialsAnswerSchema,
} from '../admin-api/schemas';
import { firstSeenLookup } from '../first-seen';
import type { SiteStore } from '@/lib/store/store';
import { BackendError, type Backend } from '../types';
import { applicationAnswer, contactAnswer, jobsAnswer, testimonialsAnswer } from './answers';

/**
 * The backend used without ADMIN_API_URL: demo testimonials and jobs and received submissions
 * in the site's store (SQLite or PostgreSQL). Its answers take the admin adapter's parsing path.
 */
export function createEmbeddedBackend({
  store,
  timeZone,
}: {
  store: () => Promise<SiteStore>;
  timeZone?: string;
}): Backend {
  const tables = async () => (await store()).embedded;

  return {
    async getTestimonials() {
      const parsed = testimonialsAnswerSchema.safeParse(await testimonialsAnswer(await tables()));
      if (!parsed.success)
        throw new BackendError('Invalid data format received', 200, 'embedded', 'format');
      return reshapeTestimonials(parsed.data.data.testimonials, null);
    },

    async getJobsPage(page, limit) {
      const parsed = jobsAnswerSchema.safeParse(await jobsAnswer(await tables(), page, limit));
      if (!parsed.success)
        throw new BackendError('Failed to fetch jobs', 200, 'embedded', 'format');
      return reshapeJobsPage(parsed.data.data, firstSeenLookup(store), timeZone);
    },

    async submitEnquiry(input) {
      const answer = submissionAnswerSchema.parse(await contactAnswer(await tables(), input));
      return reshapeSubmission(answer, ENQUIRY_FAILED);
    },

    async submitApplication(input) {
      const answer = submissionAnswerSchema.parse(await applicationAnswer(await tables(), input));
      return reshapeSubmission(answer, APPLICATION_FAILED);
    },
  };
}
