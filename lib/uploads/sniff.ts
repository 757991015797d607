import 'server-only';
import type { ResumeExtension } from '@/lib/shared/schemas/application';
import { isDoc } from './doc';
import { isDocx } from './docx';
import { isPdf } from './pdf';
import { trimBoth } from '@/lib/shared/trim';

/**
 * Markup a browser would run if the file were ever shown as a page. A PDF's own syntax never
 * has it (dictionaries open with '<<', hex strings hold only hex digits); a polyglot does.
 */
const HTML_MARKUP = /<(?:!doctype\s+html|html|head|body|script|iframe|svg|object|embed)[\s/>]/i;

function hasHtml(bytes: Uint8Array): boolean {
  return HTML_MARKUP.test(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1'),
  );
}

/**
 * Whether a file is what its extension claims, read as a parser reads it: a PDF with a valid
 * structure and trailer and no HTML inside, an OOXML Word package of bounded inflated size,
 * or an OLE compound file holding a Word document.
 */
export async function hasResumeStructure(
  bytes: Uint8Array,
  extension: ResumeExtension,
): Promise<boolean> {
  switch (extension) {
    case 'pdf':
      return !hasHtml(bytes) && (await isPdf(bytes));
    case 'doc':
      return isDoc(bytes);
    case 'docx':
      return isDocx(bytes);
  }
}

/** A file name made by us from the applicant's name, never the one the browser sent. */
export function resumeFileName(
  firstName: string,
  lastName: string,
  extension: ResumeExtension,
): string {
  const base = trimBoth(
    `${firstName} ${lastName}`.normalize('NFKD').replace(/[^a-z0-9]+/gi, '-'),
    /-/,
  ).slice(0, 60);
  return `resume-${base || 'applicant'}.${extension}`.toLowerCase();
}
