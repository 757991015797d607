import { jobAlerts } from '@/content/job-alerts';
import { getStore } from '@/lib/store';
import { jobAlertLinkRoute } from '../_link-route';

export const dynamic = 'force-dynamic';

/**
 * The List-Unsubscribe URL and the unsubscribe link of every job-alert mail: GET asks, POST
 * (the page's button, or RFC 8058's one-click POST) deletes the subscription.
 */
export const { GET, POST } = jobAlertLinkRoute(
  'unsubscribe',
  jobAlerts.unsubscribe,
  async (alert) => (await getStore()).jobAlerts.remove(alert.id),
);
