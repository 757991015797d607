import 'server-only';
import { errorSummary, log } from '@/lib/log';
import type { Job } from '@/lib/shared/domain/job';
import { recordJobChanges, sendSearchPings } from '@/lib/search-pings';

/**
 * After a read of the job list: records what opened, changed or closed since the store last
 * heard (shared by every instance, so each change is noted once), and tells search engines at
 * once. Never throws: the refresh it follows has already answered.
 */
export async function noteJobChanges(jobs: readonly Job[], observedAt: number): Promise<void> {
  try {
    const changes = await recordJobChanges(jobs, observedAt);
    if (changes.length === 0) return;
    log.info({ changes: changes.length }, 'jobs_changes_recorded');
    await sendSearchPings();
  } catch (error) {
    log.error({ err: errorSummary(error) }, 'jobs_changes_not_recorded');
  }
}
