import 'server-only';
import { company } from '@/content/company';
import { jobAlerts } from '@/content/job-alerts';
import type { JobAlertFilters } from '@/lib/store/job-tables';
import { escapeXml as escape } from '@/lib/jobs/rss';
import type { Mail } from './mailer';

const { mail: texts } = jobAlerts;

/** The alert's filters in words: 'java · Hyderabad · Full-time', empty for every job. */
function filterSummary({ keywords, location, type }: JobAlertFilters): string {
  return [keywords && `“${keywords}”`, location, type].filter(Boolean).join(' · ');
}

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(company.name)}</title></head><body style="font-family:sans-serif;line-height:1.5">${body}</body></html>`;

/** RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs to the URL. */
const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export function confirmationMail(
  to: string,
  filters: JobAlertFilters,
  links: { confirm: string; unsubscribe: string },
): Mail {
  const intro = texts.confirmText(filterSummary(filters));
  return {
    to,
    subject: texts.confirmSubject,
    text: `${intro}\n\n${texts.confirmAction}: ${links.confirm}\n\n${texts.ignore}\n`,
    html: page(
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
    html: page(
      `<p>${escape(intro)}</p><ul>${items.join('')}</ul><p><a href="${escape(unsubscribe)}">${escape(texts.unsubscribeAction)}</a></p>`,
    ),
    headers: unsubscribeHeaders(unsubscribe),
  };
}
