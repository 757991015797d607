import { jobAlerts } from '@/content/job-alerts';
import { getStore } from '@/lib/store';
import { jobAlertLinkRoute } from '../_link-route';

export const dynamic = 'force-dynamic';

/** The confirmation link of a job-alert mail: GET asks, POST confirms (double opt-in). */
export const { GET, POST } = jobAlertLinkRoute('confirm', jobAlerts.confirm, async (alert) =>
  (await getStore()).jobAlerts.confirm(alert.id, Date.now()),
);
