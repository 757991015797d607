import 'server-only';
import { jobAlerts } from '@/content/job-alerts';
import type { JobAlertFilters } from '@/lib/store/job-alerts';
import { escapeXml as escape } from '@/lib/jobs/rss';
import type { Mail } from '@/lib/mail';
import { mailDocument } from '@/lib/mail/document';

const { mail: texts } = jobAlerts;

/** The alert's filters in words: 'java · Hyderabad · Full-time', empty for every job. */
function filterSummary({ keywords, location, type }: JobAlertFilters): string {
  return [keywords && `“${keywords}”`, location, type].filter(Boolean).join(' · ');
}

/** RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs to the URL. */
const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** What a confirmation mail names of the alert: the choices the form offers, never typed text. */
export type MailedFilters = Pick<JobAlertFilters, 'location' | 'type'>;

export function confirmationMail(
  to: string,
  filters: MailedFilters,
  links: { confirm: string; unsubscribe: string },
): Mail {
  const intro = texts.confirmText(filterSummary({ ...filters, keywords: '' }));
  return {
    to,
    subject: texts.confirmSubject,
    text: `${intro}\n\n${texts.confirmAction}: ${links.confirm}\n\n${texts.ignore}\n`,
    html: mailDocument(
      `<p>${escape(intro)}</p><p><a href="${escape(links.confirm)}">${escape(texts.confirmAction)}</a></p><p>${escape(texts.ignore)}</p>`,
    ),
    headers: unsubscribeHeaders(links.unsubscribe),
  };
}

type DigestJob = { title: string; url: string; details: string };

export function digestMail(
  to: string,
  filters: JobAlertFilters,
  jobs: readonly DigestJob[],
  unsubscribe: string,
): Mail {
  const intro = texts.digestIntro(filterSummary(filters));
  const lines = jobs.map((job) => `- ${job.title} (${job.details})\n  ${job.url}`);
  const items = jobs.map(
    (job) =>
      `<li><a href="${escape(job.url)}">${escape(job.title)}</a> (${escape(job.details)})</li>`,
  );
  return {
    to,
    subject: texts.digestSubject(jobs.length),
    text: `${intro}\n\n${lines.join('\n')}\n\n${texts.unsubscribeAction}: ${unsubscribe}\n`,
    html: mailDocument(
      `<p>${escape(intro)}</p><ul>${items.join('')}</ul><p><a href="${escape(unsubscribe)}">${escape(texts.unsubscribeAction)}</a></p>`,
    ),
    headers: unsubscribeHeaders(unsubscribe),
  };
}
