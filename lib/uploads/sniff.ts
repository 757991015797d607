import 'server-only';
import type { ResumeExtension } from '@/lib/shared/schemas/application';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97-2003 compound file
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return (
    bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte)
  );
}

function containsAscii(bytes: Uint8Array, text: string): boolean {
  const needle = Array.from(text, (char) => char.charCodeAt(0));
  outer: for (let i = 0; i <= bytes.length - needle.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * Whether a file's bytes are what its extension claims. A .docx is a ZIP whose entry
 * names (stored in plain text in local headers and the central directory) include
 * the Word part 'word/document.xml'.
 */
export function matchesSignature(bytes: Uint8Array, extension: ResumeExtension): boolean {
  switch (extension) {
    case 'pdf':
      return startsWith(bytes, PDF);
    case 'doc':
      return startsWith(bytes, OLE);
    case 'docx':
      return startsWith(bytes, ZIP) && containsAscii(bytes, 'word/document.xml');
  }
}

export const resumeContentTypes: Record<ResumeExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** A file name made by us from the applicant's name, never the one the browser sent. */
export function resumeFileName(
  firstName: string,
  lastName: string,
  extension: ResumeExtension,
): string {
  const base = `${firstName} ${lastName}`
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `resume-${base || 'applicant'}.${extension}`.toLowerCase();
}
