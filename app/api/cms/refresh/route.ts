import config from '@payload-config';
import { revalidatePath } from 'next/cache';
import { getPayload } from 'payload';
import { contentTick } from '@/cms/content-tick';
import { withApi } from '@/lib/http/api-response';
import { hasBearer } from '@/lib/http/bearer';
import { hasCronSecret } from '@/lib/http/cron-secret';
import { takeContentChange } from '@/lib/cms/content-watch';
import { jobsWatcherToken } from '@/lib/jobs/watcher-token';

export const dynamic = 'force-dynamic';

/**
 * GET /api/cms/refresh with `Authorization: Bearer <the server's own watcher token>` or
 * `Bearer $CRON_SECRET` (the content watcher calls it every CMS_REFRESH_MS): publishes what was
 * scheduled and is due, hands the published addresses to the proxy, then, when the CMS's last publish time differs from the one this instance
 * saw (a publish on another instance, or content the build's pages don't show), expires every
 * page so the next request renders it from the published records. 401 otherwise.
 */
export const GET = withApi('cms.refresh', async (request, api) => {
  if (!hasBearer(request, jobsWatcherToken()) && !hasCronSecret(request)) {
    return api.json(401, { error: 'unauthorized' });
  }
  const publishedAt = await contentTick(await getPayload({ config }));
  const expired = takeContentChange(publishedAt);
  if (expired) {
    revalidatePath('/', 'layout');
    api.log.info({ publishedAt }, 'cms_content_changed_pages_expired');
  }
  return api.json(200, { success: true, publishedAt, expired });
});
