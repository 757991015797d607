import 'server-only';
import type { SiteStore } from '@/lib/store';
import type { JobAlert } from '@/lib/store/job-alerts';
import type { JobDates } from '@/lib/store/job-states';
import type { Logger } from '@/lib/log';
import type { Job } from '@/lib/shared/domain/job';
import { filterJobs, jobLocation } from '@/lib/shared/jobs/search';
import type { Mailer } from '@/lib/mail';
import { digestMail } from './messages';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** A digest lists at most this many jobs, newest first. */
const MAX_JOBS = 20;

type DigestOptions = {
  table: SiteStore['jobAlerts'];
  /** The open jobs, read only when some subscriber is due. */
  jobs: () => Promise<readonly Job[]>;
  dates: (ids: string[]) => Promise<Map<string, JobDates>>;
  mailer: Mailer;
  jobUrl: (job: Job) => string;
  unsubscribeUrl: (alert: JobAlert) => Promise<string>;
  log: Logger;
  now?: () => number;
};

/**
 * Emails each confirmed subscriber the open jobs that match their filters and opened since
 * they were last told, at most once a day: the digest is claimed in the store first, so
 * several instances never send one twice, and put back when the mail cannot be sent.
 */
export async function sendDueDigests({
  table,
  jobs: loadJobs,
  dates: loadDates,
  mailer,
  jobUrl,
  unsubscribeUrl,
  log,
  now = Date.now,
}: DigestOptions): Promise<number> {
  const started = now();
  const due = await table.due(started - DAY_MS);
  if (due.length === 0) return 0;
  const jobs = await loadJobs();
  const dates = await loadDates(jobs.map((job) => job.id));
  const openedAt = (job: Job) => dates.get(job.id)?.openedAt ?? 0;
  let sent = 0;
  for (const alert of due) {
    const news = filterJobs(jobs, { q: alert.keywords, location: alert.location, type: alert.type })
      .filter((job) => openedAt(job) > alert.notified_through)
      .sort((a, b) => openedAt(b) - openedAt(a));
    if (news.length === 0) continue;
    const through = Math.max(...news.map(openedAt));
    const at = now();
    if (!(await table.claimDigest(alert.id, at - DAY_MS, at, through))) continue;
    const listed = news.slice(0, MAX_JOBS).map((job) => ({
      title: job.title,
      url: jobUrl(job),
      details: [jobLocation(job), job.employmentType].filter(Boolean).join(', '),
    }));
    try {
      await mailer.send(digestMail(alert.email, alert, listed, await unsubscribeUrl(alert)));
      sent += 1;
      log.info({ alertId: alert.id, jobs: listed.length }, 'job_alert_digest_sent');
    } catch (error) {
      await table.releaseDigest(alert.id, alert.last_digest_at, alert.notified_through);
      log.warn(
        { alertId: alert.id, err: { name: (error as Error)?.name } },
        'job_alert_digest_failed',
      );
    }
  }
  return sent;
}
