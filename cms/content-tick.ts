import type { Payload } from 'payload';
import { readKnownRoutes } from './known-routes';
import { lastPublishedAt } from './publishing';

/**
 * What the content watcher does on each tick (app/api/cms/refresh): publishes (or unpublishes)
 * what an editor scheduled and is now due, hands the proxy the published addresses, and answers
 * the time of the last publish, by which each instance knows whether its pages are stale.
 */
export async function contentTick(payload: Payload): Promise<number | null> {
  // Scheduled publishes are queued jobs (versions.drafts.schedulePublish in cms/publishing.ts).
  if ('payload-jobs' in payload.collections) await payload.jobs.run({ limit: 20, silent: true });
  await readKnownRoutes(payload);
  return lastPublishedAt(payload);
}
