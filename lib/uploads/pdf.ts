import 'server-only';
import { PDFDocument } from 'pdf-lib';
import { structureStreamsWithinBound } from './pdf-streams';

const ascii = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');

/** Where a PDF must say where its cross-reference data is and end (ISO 32000-1, 7.5.5). */
const TRAILER_WINDOW = 1024;

/**
 * Whether the bytes are a PDF a reader can open: the header first, a trailer (`startxref`, then
 * `%%EOF`) at the end, object streams that inflate within a bound (checked before pdf-lib
 * inflates them), and a document pdf-lib parses strictly (every object valid) whose catalogue
 * has at least one page.
 */
export async function isPdf(bytes: Uint8Array): Promise<boolean> {
  if (!/^%PDF-\d\.\d/.test(ascii(bytes.subarray(0, 16)))) return false;
  const tail = ascii(bytes.subarray(Math.max(0, bytes.length - TRAILER_WINDOW)));
  if (!/startxref\s+\d+\s+%%EOF\s*$/.test(tail)) return false;
  if (!structureStreamsWithinBound(bytes)) return false;
  try {
    const document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      throwOnInvalidObject: true,
      updateMetadata: false,
    });
    return document.context.trailerInfo.Root !== undefined && document.getPageCount() > 0;
  } catch {
    return false;
  }
}
