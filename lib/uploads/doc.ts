import 'server-only';
import * as CFB from 'cfb';

/** The first two bytes of a Word 97-2003 document's WordDocument stream (its FIB's wIdent, 0xA5EC). */
const WORD_IDENT = [0xec, 0xa5];

/**
 * Whether the bytes are a Word 97-2003 document: an OLE compound file that the `cfb` parser
 * reads whole (header, sector allocation tables, directory), holding a WordDocument stream
 * that starts as Word's file information block does.
 */
export function isDoc(bytes: Uint8Array): boolean {
  try {
    const container = CFB.read(bytes, { type: 'buffer' });
    const stream = CFB.find(container, 'WordDocument');
    const content = stream?.content;
    return (
      stream?.type === 2 &&
      content !== undefined &&
      content.length >= WORD_IDENT.length &&
      WORD_IDENT.every((byte, index) => content[index] === byte)
    );
  } catch {
    return false;
  }
}
