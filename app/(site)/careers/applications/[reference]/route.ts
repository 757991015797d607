import { applicationStatusPage } from '@/components/careers/application-status-page';
import { applicationStatus as texts } from '@/content/application';
import { mailLinkPage } from '@/components/forms/no-js/link-page';
import { withApi } from '@/lib/http/api-response';
import { applicationOfLink, jobTitleOf, referenceOf } from '@/lib/submissions/receipt';

export const dynamic = 'force-dynamic';

const NOINDEX = { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'private, no-store' };

/**
 * GET /careers/applications/<reference>?token=…: where an application stands, from the outbox's
 * own record (received, then delivered), for whoever holds the receipt's link. No personal data
 * beyond the job's title and the dates. A wrong or expired token and an unknown reference get
 * the same 404.
 */
export const GET = withApi('applications.status', async (request, api) => {
  const url = new URL(request.url);
  const reference = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  const row = await applicationOfLink(reference, url.searchParams.get('token'));
  if (!row)
    return api.html(
      404,
      await mailLinkPage({
        title: texts.notFoundTitle,
        text: texts.notFoundText,
        back: texts.back,
      }),
      NOINDEX,
    );
  const { fields } = JSON.parse(row.payload) as { fields: { job_id: string } };
  const page = await applicationStatusPage({
    reference: referenceOf(row.id),
    jobTitle: await jobTitleOf(fields.job_id),
    status: row.status,
    receivedAt: Number(row.created_at),
    changedAt: Number(row.updated_at),
  });
  return api.html(200, page, NOINDEX);
});
