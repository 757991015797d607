import { jobAlertAnswerPage } from '@/components/careers/job-alerts/job-alert-answer';
import { jobAlerts } from '@/content/job-alerts';
import { fieldTexts } from '@/content/submissions';
import { formRoute } from '@/lib/forms/route';
import { parseWith } from '@/lib/forms/schema';
import { JSON_MAX_BYTES } from '@/lib/http/body';
import { jobAlertsEnabled, subscribe } from '@/lib/job-alerts';
import { jobAlertSchema, type JobAlertValues } from '@/lib/shared/schemas/job-alert';

export const dynamic = 'force-dynamic';

const unavailable = {
  outcome: { status: 404, body: { success: false, message: 'Job alerts are not available.' } },
};

/**
 * POST /api/job-alerts: "Get New Jobs by Email" (a plain form post, or JSON). Keeps the
 * subscription unconfirmed and mails its confirmation link; 404 where job alerts are off.
 */
export const POST = formRoute<JobAlertValues>({
  route: 'job-alerts',
  encodings: ['urlencoded', 'json'],
  maxBytes: JSON_MAX_BYTES,
  texts: { tooLarge: 'The form is too large.', sent: jobAlerts.checkInbox },
  parse: parseWith(jobAlertSchema),
  store: ({ request, input, log }) =>
    jobAlertsEnabled() ? subscribe(request, input, log) : Promise.resolve(unavailable),
  requiredMessage: (field) =>
    fieldTexts.required(jobAlerts.labels[field as keyof typeof jobAlerts.labels] ?? field),
  page: jobAlertAnswerPage,
});
