import { z } from 'zod';
import { jobAlerts } from '@/content/job-alerts';
import { fieldTexts } from '@/content/submissions';
import { emailAddress } from './email';
import { atMost } from './text-fields';

const { labels } = jobAlerts;

const optionalText = (label: string, max: number) =>
  atMost(label, max)
    .regex(/^[^<>]*$/, fieldTexts.noMarkup(label))
    .optional()
    .transform((value) => value ?? '');

/** The job-alert form: an email and the job search's filters (keywords, location, type). */
export const jobAlertSchema = z.object({
  email: emailAddress(labels.email, jobAlerts.invalidEmail).transform((email) =>
    email.toLowerCase(),
  ),
  keywords: optionalText(labels.keywords, 100),
  location: optionalText(labels.location, 100),
  type: optionalText(labels.type, 100),
});

export type JobAlertValues = z.infer<typeof jobAlertSchema>;
