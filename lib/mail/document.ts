import 'server-only';
import { company } from '@/content/company';
import { escapeXml as escape } from '@/lib/jobs/rss';

/** The HTML part of a mail: `body` (escaped by the caller) in a minimal document. */
export const mailDocument = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(company.name)}</title></head><body style="font-family:sans-serif;line-height:1.5">${body}</body></html>`;
