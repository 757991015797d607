import 'server-only';
import { APPLICATION_FAILED, ENQUIRY_FAILED, reshapeJobsPage, reshapeSubmission, reshapeTestimonials } from '../admin-api/reshape';
import { jobsAnswerSchema, submissionAnswerSchema, testimonialsAnswerSchema } from '../admin-api/schemas';
import { openStore } from '../store/database';
import { firstSeenDates } from '../store/job-first-seen';
import { BackendError, type Backend } from '../types';
import { applicationAnswer, contactAnswer, jobsAnswer, testimonialsAnswer } from './answers';

/**
 * The backend used without ADMIN_API_URL: demo testimonials and jobs and stored submissions
 * in SQLite under `dataDir`. Its answers take the admin adapter's parsing path.
 */
export function createEmbeddedBackend({ dataDir }: { dataDir: string }): Backend {
  const db = () => openStore(dataDir);

  return {
    async getTestimonials() {
      const parsed = testimonialsAnswerSchema.safeParse(testimonialsAnswer(db()));
      if (!parsed.success) throw new BackendError('Invalid data format received', 200, 'embedded', 'format');
      return reshapeTestimonials(parsed.data.data.testimonials, null);
    },

    async getJobsPage(page, limit) {
      const parsed = jobsAnswerSchema.safeParse(jobsAnswer(db(), page, limit));
      if (!parsed.success) throw new BackendError('Failed to fetch jobs', 200, 'embedded', 'format');
      return reshapeJobsPage(parsed.data.data, (ids) => firstSeenDates(db(), ids));
    },

    async submitEnquiry(input) {
      const answer = submissionAnswerSchema.parse(contactAnswer(db(), input));
      return reshapeSubmission(answer, ENQUIRY_FAILED);
    },

    async submitApplication(input) {
      const answer = submissionAnswerSchema.parse(applicationAnswer(db(), dataDir, input));
      return reshapeSubmission(answer, APPLICATION_FAILED);
    },
  };
}
