import 'server-only';
import type { Metadata } from 'next';

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

const element = (name: string, text: string | null | undefined) =>
  text == null ? '' : `<${name}>${escapeXml(text)}</${name}>`;

/** A feed's own title, description, page (`link`) and address (`self`), both absolute. */
export type RssChannel = { title: string; description: string; link: string; self: string };

/** One entry; `link` is absolute. `id`, its permanent id, defaults to the link: give the page's own
 * address when the link carries tracking parameters, so a reader never sees the item as new. */
export type RssItem = {
  title: string;
  link: string;
  id?: string;
  description: string;
  category?: string | null;
  /** ISO date. */
  published: string | null;
};

/**
 * An RSS 2.0 document of the items, in the order given. Written here, not with the `feed` package:
 * feed 6.0.0 (through xml-js 1.6.11) escapes only the first `]]>` of a text it puts in CDATA and
 * keeps characters XML forbids, so a job description from the admin API could end the CDATA and
 * put markup in the feed (the hostile test in lib/jobs/rss.test.ts).
 */
export function rssDocument(channel: RssChannel, items: readonly RssItem[]): string {
  const entries = items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="true">${escapeXml(item.id ?? item.link)}</guid>`,
      element('description', item.description),
      element('category', item.category),
      element('pubDate', rfc822(item.published)),
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    '<language>en-in</language>',
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** RSS answers: the document with its media type. */
export function rssResponse(body: string): Response {
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}

/** A page's metadata with `<link rel="alternate" type="application/rss+xml">` to a feed. */
export function withFeed(metadata: Metadata, feed: { url: string; title: string }): Metadata {
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'application/rss+xml': [feed] } },
  };
}
