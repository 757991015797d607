import 'server-only';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** A resume of at most 5 MB holds far fewer parts and inflates to far less; a zip bomb does not. */
const MAX_ENTRIES = 1000;
/** What all parts together may inflate to; a test seam. */
export const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

const CONTENT_TYPES = '[Content_Types].xml';
const RELATIONSHIPS = '_rels/.rels';
const DOCUMENT = 'word/document.xml';
const REQUIRED = [CONTENT_TYPES, RELATIONSHIPS, DOCUMENT];

const WORD_MAIN_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const WORD_NAMESPACES = [
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  'http://purl.oclc.org/ooxml/wordprocessingml/main',
];

function open(bytes: Uint8Array): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length),
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: true },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );
}

/** The central directory's entries, read without inflating anything. */
function entries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const found: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      found.push(entry);
      if (found.length > MAX_ENTRIES) reject(new Error('too many entries'));
      else zip.readEntry();
    });
    zip.on('end', () => resolve(found));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/**
 * Inflates one entry as a stream, stopping once `budget.left` bytes are spent: yauzl also stops
 * an entry that inflates to more than its declared size, so a lying header cannot pass either.
 * Resolves with the entry's text when `keep`, otherwise with nothing (the bytes are dropped).
 */
function inflate(zip: ZipFile, entry: Entry, budget: { left: number }, keep: boolean) {
  return new Promise<string>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const text = new TextDecoder();
      let kept = '';
      stream.on('data', (chunk: Uint8Array) => {
        budget.left -= chunk.length;
        if (budget.left < 0) return stream.destroy(new Error('inflates past the limit'));
        if (keep) kept += text.decode(chunk, { stream: true });
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(kept + text.decode()));
    }),
  );
}

function isWordDocumentXml(xml: string): boolean {
  const start = xml.replace(/^\uFEFF/, '').trimStart();
  return (
    (start.startsWith('<?xml') || /^<(?:[\w.-]+:)?document[\s>]/.test(start)) &&
    /<(?:[\w.-]+:)?document[\s>]/.test(xml) &&
    WORD_NAMESPACES.some((namespace) => xml.includes(namespace)) &&
    !/<(?:html|body|script)[\s>]/i.test(xml)
  );
}

/**
 * Whether the bytes are a Word document (.docx): a ZIP whose central directory yauzl reads, an
 * OOXML package with its content types, relationships and main document part, whose declared
 * sizes add up to at most MAX_INFLATED_BYTES (a zip bomb is refused before anything is
 * inflated), and which inflates within that bound, streamed with a hard cap.
 */
export async function isDocx(bytes: Uint8Array): Promise<boolean> {
  let zip: ZipFile | undefined;
  try {
    zip = await open(bytes);
    if (zip.entryCount > MAX_ENTRIES) return false;
    const listed = await entries(zip);
    const declared = listed.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > MAX_INFLATED_BYTES) return false;
    const names = new Set(listed.map((entry) => entry.fileName));
    if (!REQUIRED.every((name) => names.has(name))) return false;

    const budget = { left: MAX_INFLATED_BYTES };
    const parts = new Map<string, string>();
    for (const entry of listed) {
      if (entry.fileName.endsWith('/')) continue;
      const keep = REQUIRED.includes(entry.fileName);
      const content = await inflate(zip, entry, budget, keep);
      if (keep) parts.set(entry.fileName, content);
    }
    const types = parts.get(CONTENT_TYPES) ?? '';
    return (
      /<Types[\s>]/.test(types) &&
      types.includes(WORD_MAIN_TYPE) &&
      /<Relationships[\s>]/.test(parts.get(RELATIONSHIPS) ?? '') &&
      isWordDocumentXml(parts.get(DOCUMENT) ?? '')
    );
  } catch {
    return false;
  } finally {
    zip?.close();
  }
}
