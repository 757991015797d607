import 'server-only';
import { dataRequestPage, dataRequestSubjects } from '@/content/data-protection';
import { escapeXml as escape } from '@/lib/jobs/rss';
import type { Mail } from '@/lib/mail';
import { mailDocument } from '@/lib/mail/document';
import type { DataRequest } from '@/lib/shared/schemas/data-request';

const texts = dataRequestPage.confirmation;

/**
 * The mail to the address a request names: which kind of request (from the fixed list) and its
 * reference, never the name or details the requester typed, so it carries no text of theirs.
 */
export function confirmationMail(
  request: Pick<DataRequest, 'email' | 'request_type'>,
  reference: string,
  link: string,
): Mail {
  const intro = texts.mailText(dataRequestSubjects[request.request_type], reference);
  return {
    to: request.email,
    subject: texts.mailSubject,
    text: `${intro}\n\n${texts.mailAction}: ${link}\n\n${texts.mailIgnore}\n`,
    html: mailDocument(
      `<p>${escape(intro)}</p><p><a href="${escape(link)}">${escape(texts.mailAction)}</a></p><p>${escape(texts.mailIgnore)}</p>`,
    ),
  };
}
