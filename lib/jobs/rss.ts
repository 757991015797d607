import 'server-only';
import type { Metadata } from 'next';
import type { Job } from '@/lib/shared/domain/job';
import { jobLocation } from '@/lib/shared/jobs/search';

export const JOBS_FEED_PATH = '/careers/feed.xml';

/** Characters XML 1.0 forbids anywhere (C0 controls but tab and line breaks, lone surrogates, U+FFFE/F). */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- the control characters are what it removes
  /[\u0000-\u0008\v\f\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an element or an attribute: markup escaped, characters XML cannot carry dropped. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** RFC 822 date as RSS 2.0 wants it, or null for a missing or unreadable date. */
function rfc822(iso: string | null): string | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time).toUTCString();
}

const element = (name: string, text: string | null) =>
  text === null ? '' : `<${name}>${escapeXml(text)}</${name}>`;

function jobSummary(job: Job): string {
  const facts = [jobLocation(job), job.employmentType, job.experience].filter(Boolean);
  return [facts.join(' · '), job.description.trim()].filter(Boolean).join('\n\n');
}

/** The feed's own title, link and description; exported for tests. */
export type FeedChannel = {
  title: string;
  description: string;
  /** Absolute URL of the careers page. */
  link: string;
  /** Absolute URL of this feed. */
  self: string;
  /** Absolute URL of each job's page. */
  jobUrl: (job: Job) => string;
};

/** An RSS 2.0 document of the open jobs, newest first as the admin API lists them. */
export function jobsFeed(jobs: readonly Job[], channel: FeedChannel): string {
  const items = jobs.map((job) => {
    const url = channel.jobUrl(job);
    return [
      '<item>',
      element('title', job.title),
      element('link', url),
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      element('description', jobSummary(job)),
      element('category', job.employmentType),
      element('pubDate', rfc822(job.postedAt)),
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    '<language>en-in</language>',
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

const JOBS_FEED_TITLE = 'Open jobs (RSS)';

/** The page's metadata with `<link rel="alternate" type="application/rss+xml">` to the jobs feed. */
export function withJobsFeed(metadata: Metadata): Metadata {
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [{ url: JOBS_FEED_PATH, title: JOBS_FEED_TITLE }] },
    },
  };
}
