import 'server-only';
import { getStore } from '@/lib/store';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import type { Job } from '@/lib/shared/domain/job';
import { jobPath } from '@/lib/shared/jobs/slug';
import { absoluteUrl } from '@/lib/site-url';
import { configuredEngines } from './engines';
import { recordOpenJobs } from './record';
import { sendDuePings, type Engine } from './send';

const DAY_MS = 24 * 60 * 60 * 1000;
let engines: Engine[] | undefined;

/** The search engines this site's variables configure (none without credentials). */
function searchEngines(): Engine[] {
  engines ??= configuredEngines({
    siteUrl: env.SITE_URL,
    googleKey: env.GOOGLE_INDEXING_CREDENTIALS,
    googleEndpoint: env.GOOGLE_INDEXING_ENDPOINT,
    indexNowKey: env.INDEXNOW_KEY,
    indexNowEndpoint: env.INDEXNOW_ENDPOINT,
  });
  return engines;
}

/** Records the open jobs as read at `observedAt`; each change (on any instance) queues one notification per engine. */
export async function recordJobChanges(jobs: readonly Job[], observedAt: number) {
  const store = await getStore();
  return recordOpenJobs(store.jobStates, jobs, {
    observedAt,
    engines: searchEngines().map((engine) => engine.name),
    jobUrl: (job) => absoluteUrl(jobPath(job)),
  });
}

/** Sends the due notifications, then forgets those closed more than RETENTION_DAYS ago. */
export async function sendSearchPings(): Promise<number> {
  const store = await getStore();
  const sent = await sendDuePings({
    table: store.searchPings,
    engines: searchEngines(),
    log: log.child({ component: 'search-pings' }),
    firstRetryMs: env.OUTBOX_FIRST_RETRY_MS,
  });
  await store.searchPings.purge(Date.now() - env.RETENTION_DAYS * DAY_MS);
  return sent;
}
