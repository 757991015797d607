import { docxWithinBounds } from './zip-bounds';

/** Only the first pages of a PDF are read: a resume's fields are on its first page or two. */
const MAX_PAGES = 4;
/** Text past this is never looked at (the fields sit near the top). */
const MAX_CHARS = 20_000;
/** A gap this wide (PDF units) between two pieces of one line separates table cells or columns. */
const CELL_GAP = 18;

type Piece = { str: string; transform: number[]; width: number; hasEOL?: boolean };

/**
 * A PDF page's text items as lines in the order the document draws them (a two-column resume
 * drawn column by column reads column by column); pieces far apart on one line are joined by
 * ' | ', as a table's cells.
 */
function pageLines(items: Piece[]): string[] {
  const lines: string[] = [];
  let line = '';
  let lastY: number | undefined;
  let lastEnd = 0;
  for (const item of items) {
    const [, , , , x = 0, y = 0] = item.transform;
    // PDF.js fills gaps with spaces of their own; the gap itself says what separates the pieces.
    if (!item.str.trim()) {
      if (item.hasEOL) {
        lines.push(line);
        line = '';
        lastY = undefined;
      }
      continue;
    }
    if (lastY !== undefined && Math.abs(y - lastY) > 2) {
      lines.push(line);
      line = '';
    } else if (line) {
      const gap = x - lastEnd;
      line += gap > CELL_GAP ? ' | ' : gap > 1 && !line.endsWith(' ') ? ' ' : '';
    }
    line += item.str;
    lastY = y;
    lastEnd = x + item.width;
    if (item.hasEOL) {
      lines.push(line);
      line = '';
      lastY = undefined;
    }
  }
  lines.push(line);
  return lines;
}

let pdfReader: Promise<typeof import('unpdf')> | undefined;

/**
 * PDF.js, loaded once: on the first PDF, or before it as the browser's reader starts (compiling
 * its code is most of a first reading's time on a phone). A failed load is tried again next time.
 */
export function loadPdfReader(): Promise<typeof import('unpdf')> {
  pdfReader ??= import('unpdf')
    .then(async (unpdf) => {
      // Named here rather than left to unpdf, so that every bundler (and Jest) sees the import.
      await unpdf.definePDFJSModule(() => import('unpdf/pdfjs'));
      return unpdf;
    })
    .catch((error: unknown) => {
      pdfReader = undefined;
      throw error;
    });
  return pdfReader;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocumentProxy } = await loadPdfReader();
  const pdf = await getDocumentProxy(bytes, {
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const lines: string[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PAGES); number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      lines.push(...pageLines(content.items.filter((item) => 'str' in item) as Piece[]));
      if (lines.join('\n').length > MAX_CHARS) break;
    }
    return lines.join('\n');
  } finally {
    await pdf.loadingTask.destroy();
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
  if (!docxWithinBounds(bytes)) return '';
  const mammoth = await import('mammoth');
  const arrayBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  // The browser build reads `arrayBuffer`, Node's `buffer` (the server's plain-form fallback).
  const input = { arrayBuffer, buffer: bytes } as unknown as { arrayBuffer: ArrayBuffer };
  const { value } = await mammoth.extractRawText(input);
  // Mammoth ends every paragraph (and table cell) with a blank line.
  return value.replace(/\n{2,}/g, '\n');
}

/**
 * The text of a PDF or DOCX resume, as lines; '' for anything else or anything unreadable
 * (a scanned PDF has no text). The parsers load here, on the first file, never with the page.
 */
export async function resumeText(bytes: Uint8Array, extension: string): Promise<string> {
  try {
    const text =
      extension === 'pdf'
        ? await pdfText(bytes)
        : extension === 'docx'
          ? await docxText(bytes)
          : '';
    return text.slice(0, MAX_CHARS);
  } catch {
    return '';
  }
}
