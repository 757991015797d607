import { mailLinkPage } from '@/components/forms/no-js/link-page';
import { jobAlerts } from '@/content/job-alerts';
import type { JobAlert } from '@/lib/store/job-alerts';
import { withApi } from '@/lib/http/api-response';
import { alertOfLink } from '@/lib/job-alerts';
import type { LinkPurpose } from '@/lib/job-alerts/tokens';

const back = { href: '/careers', label: 'Back to careers' };
const jobAlertLinkPage = (page: Omit<Parameters<typeof mailLinkPage>[0], 'back'>) =>
  mailLinkPage({ ...page, back });

type Texts = { title: string; text: string; button: string; doneTitle: string; doneText: string };

/**
 * GET and POST of a signed job-alert link (`?s=<id>&t=<signature>`): GET shows a page with one
 * button, POST (that button, or a mail client's one-click POST) acts and says so. A wrong
 * signature or a deleted subscription gets 404 and a page that says the link is no longer valid.
 */
export function jobAlertLinkRoute(
  purpose: LinkPurpose,
  texts: Texts,
  act: (alert: JobAlert) => Promise<unknown>,
) {
  const handle = (method: 'GET' | 'POST') =>
    withApi(`job-alerts.${purpose}`, async (request, api) => {
      const url = new URL(request.url);
      const alert = await alertOfLink(
        purpose,
        url.searchParams.get('s'),
        url.searchParams.get('t'),
      );
      if (!alert)
        return api.html(
          404,
          await jobAlertLinkPage({ title: jobAlerts.unknownTitle, text: jobAlerts.unknownText }),
        );
      if (method === 'GET')
        return api.html(
          200,
          await jobAlertLinkPage({
            title: texts.title,
            text: texts.text,
            button: { label: texts.button, action: `${url.pathname}${url.search}` },
          }),
        );
      await act(alert);
      api.log.info({ alertId: alert.id, purpose }, 'job_alert_link_used');
      return api.html(
        200,
        await jobAlertLinkPage({ title: texts.doneTitle, text: texts.doneText }),
      );
    });
  return { GET: handle('GET'), POST: handle('POST') };
}
